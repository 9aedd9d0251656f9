// How the shop finds its language and fetches a language's file (SPEC.md section 1): a server
// error or a lost connection is retried up to TRANSLATION_LOAD_RETRIES times, the first wait
// TRANSLATION_RETRY_INITIAL_MS and each next one twice as long; a missing or broken file is not.
// At most TRANSLATION_PARALLEL_READS files are fetched at once.
import { TRANSLATION_LOAD_RETRIES, TRANSLATION_PARALLEL_READS, TRANSLATION_RETRY_INITIAL_MS } from '@blitz/contract';
import type { Messages } from './translator';

/** A failed read, and whether another attempt may succeed. */
export class TranslationLoadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** One attempt at `/locales/{lng}/translation.json`. */
async function readOnce(url: string): Promise<Messages> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new TranslationLoadError(`${url}: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  if (!response.ok) throw new TranslationLoadError(`${url} answered ${response.status}`, response.status >= 500 || response.status === 429);
  try {
    return (await response.json()) as Messages;
  } catch {
    throw new TranslationLoadError(`${url} is not JSON`, false);
  }
}

export interface RetryPolicy {
  retries: number;
  initialMs: number;
  parallel: number;
  /** Waits `ms` (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>;
}

/** SPEC.md section 1's policy, the contract's numbers. */
export const TRANSLATION_RETRY_POLICY: RetryPolicy = {
  retries: TRANSLATION_LOAD_RETRIES,
  initialMs: TRANSLATION_RETRY_INITIAL_MS,
  parallel: TRANSLATION_PARALLEL_READS,
};

/** The loader of the translator: `loadPath` with `{{lng}}` for the language, read with the retry policy. */
export function fetchTranslations(
  loadPath: string,
  policy: RetryPolicy = TRANSLATION_RETRY_POLICY,
): (language: string) => Promise<Messages> {
  const wait = policy.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let reading = 0;
  const queue: Array<() => void> = [];
  const slot = async () => {
    while (reading >= policy.parallel) await new Promise<void>((resolve) => queue.push(resolve));
    reading += 1;
  };
  const release = () => {
    reading -= 1;
    queue.shift()?.();
  };
  return async (language) => {
    const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', 'translation');
    for (let attempt = 0, delay = policy.initialMs; ; attempt += 1, delay *= 2) {
      // A read holds its place among the parallel ones only while it reads, not while it waits.
      await slot();
      try {
        return await readOnce(url);
      } catch (error) {
        if (!(error instanceof TranslationLoadError) || !error.retry || attempt >= policy.retries) throw error;
      } finally {
        release();
      }
      await wait(delay);
    }
  };
}
