// The assistant's local storage (SPEC.md sections 3 and 5): `page_data`, the hints engaged with
// per page key, and `user_data`, the cached /profile/chat/details answer. What is read must parse
// and pass its shape check, what is written must be valid; anything else is rejected and logged.
import { aiUserDataSchema, ASSISTANT_PAGE_KEYS, pageDataSchema, STORAGE_KEYS, type AiUserData, type PageData } from '@blitz/contract';
import { devConsole } from '../../lib/console';
import { readStorage, writeStorage } from '../../lib/storage';

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isKnownPage = (page: unknown): page is string =>
  typeof page === 'string' && page !== '' && (ASSISTANT_PAGE_KEYS as readonly string[]).includes(page);

export function readPageData(): PageData {
  const parsed = pageDataSchema.safeParse(parse(readStorage(STORAGE_KEYS.pageData)));
  return parsed.success ? parsed.data : {};
}

/** Questions (hints) engaged with on a page. */
export function engagedQuestions(page: string): string[] {
  return readPageData()[page] ?? [];
}

/** Records a question as engaged on a known page; false (nothing saved) for a bad page or question. */
export function recordEngaged(page: string, question: string): boolean {
  if (!isKnownPage(page) || typeof question !== 'string' || question.trim() === '') {
    devConsole.warn('assistant: engagement not saved, invalid page or question', { page });
    return false;
  }
  const data = readPageData();
  const list = data[page] ?? [];
  if (list.includes(question)) return true;
  return writeStorage(STORAGE_KEYS.pageData, JSON.stringify({ ...data, [page]: [...list, question] }));
}

/** The cached user data when it exists, parses and passes the shape check; otherwise null (logged). */
export function readUserData(): AiUserData | null {
  const text = readStorage(STORAGE_KEYS.userData);
  if (text === null) return null;
  const parsed = aiUserDataSchema.safeParse(parse(text));
  if (!parsed.success) {
    devConsole.warn('assistant: stored user data rejected');
    return null;
  }
  return parsed.data;
}

export function saveUserData(data: unknown): boolean {
  const parsed = aiUserDataSchema.safeParse(data);
  if (!parsed.success) {
    devConsole.warn('assistant: user data not saved, invalid shape');
    return false;
  }
  return writeStorage(STORAGE_KEYS.userData, JSON.stringify(parsed.data));
}
