/**
 * Retrieval over the shop's knowledge with MiniSearch (BM25 full-text search with prefix and
 * fuzzy matching): one index per language holding its passages and the words that ask for each
 * live figure. A question is searched in the user's language first, then in English.
 */
import MiniSearch from 'minisearch';
import { FALLBACK_LANGUAGE, type AssistantPageKey } from '@blitz/contract';
import { KNOWLEDGE } from './knowledge';
import { LIVE_TOPICS, type LanguageKnowledge, type LiveTopic, type Passage } from './knowledge/types';
import type { IntentId } from './knowledge/cues-types';
import { isStopWord } from './stop-words';
import { asksAboutSelf } from './about-self';

interface IndexedDoc {
  id: string;
  title: string;
  keywords: string;
  text: string;
  pages: readonly string[];
}

export type Hit =
  | { kind: 'passage'; passage: Passage; language: string; score: number }
  | { kind: 'live'; topic: LiveTopic; language: string; score: number };

/** Below this share of the question's words found in a document, it is not an answer. */
const MIN_QUERY_COVERAGE = 0.34;
/** Asking on a page favours the passages about that page by this factor. */
const PAGE_BOOST = 1.6;
const LIVE_PREFIX = 'live:';
/** A question about oneself takes a live figure scoring at least this share of the best passage. */
const LIVE_PREFERENCE = 0.5;

function buildIndex(language: string, bundle: LanguageKnowledge): { search: MiniSearch<IndexedDoc>; passages: Map<string, Passage> } {
  const search = new MiniSearch<IndexedDoc>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['pages'],
    processTerm: (term) => {
      const word = term.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
      return word.length < 2 || isStopWord(language, word) ? null : word;
    },
    searchOptions: {
      boost: { keywords: 3, title: 2 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    },
  });
  const passages = new Map(bundle.passages.map((p) => [p.id, p]));
  search.addAll(bundle.passages.map((p) => ({ id: p.id, title: p.title, keywords: p.keywords, text: p.text, pages: p.pages ?? [] })));
  for (const topic of LIVE_TOPICS) {
    const keywords = bundle.liveKeywords[topic];
    if (keywords) search.add({ id: `${LIVE_PREFIX}${topic}`, title: '', keywords, text: '', pages: [] });
  }
  return { search, passages };
}

const INDEXES = new Map(Object.entries(KNOWLEDGE).map(([language, bundle]) => [language, buildIndex(language, bundle)]));

/** The words of a question that count (what the index itself would keep). */
function countedTerms(question: string, language: string): string[] {
  return question
    .split(/[\n\r\p{Z}\p{P}]+/u)
    .map((t) => t.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, ''))
    .filter((t) => t.length >= 2 && !isStopWord(language, t));
}

function searchIn(language: string, question: string, page: AssistantPageKey | null, generalOnly: boolean): Hit | null {
  const index = INDEXES.get(language);
  if (!index) return null;
  const terms = countedTerms(question, language);
  if (terms.length === 0) return null;
  const results = index.search.search(question, {
    boostDocument: (_id, _term, stored) => (page && (stored?.pages as string[] | undefined)?.includes(page) ? PAGE_BOOST : 1),
  });
  // A general question is never answered with the user's own figures (nor a request to log in).
  const aboutSelf = !generalOnly && asksAboutSelf(language, question);
  const usable = aboutSelf ? results : results.filter((r) => !String(r.id).startsWith(LIVE_PREFIX) || r.id === `${LIVE_PREFIX}packs`);
  const best = usable[0];
  if (!best || best.queryTerms.length / terms.length < MIN_QUERY_COVERAGE) return null;
  // "Where is my order?" asks for the user's own order, not how shipping works.
  const live = aboutSelf ? usable.find((r) => String(r.id).startsWith(LIVE_PREFIX) && r.score >= best.score * LIVE_PREFERENCE) : undefined;
  const top = live ?? best;
  const id = String(top.id);
  if (id.startsWith(LIVE_PREFIX)) return { kind: 'live', topic: id.slice(LIVE_PREFIX.length) as LiveTopic, language, score: top.score };
  const passage = index.passages.get(id);
  return passage ? { kind: 'passage', passage, language, score: top.score } : null;
}

/** What a recognised intent answers with: its passage (in the language, else English) or live figure. */
export function hitForIntent(intent: Exclude<IntentId, 'unsure'>, language: string): Hit | null {
  if (intent.startsWith(LIVE_PREFIX)) return { kind: 'live', topic: intent.slice(LIVE_PREFIX.length) as LiveTopic, language, score: 1 };
  for (const source of [language, FALLBACK_LANGUAGE]) {
    const passage = INDEXES.get(source)?.passages.get(intent);
    if (passage) return { kind: 'passage', passage, language: source, score: 1 };
  }
  return null;
}

/**
 * The best passage or live figure for a question, in the user's language or else in English;
 * with `generalOnly`, never one of the user's own figures.
 */
export function retrieve(question: string, language: string, page: AssistantPageKey | null, { generalOnly = false } = {}): Hit | null {
  const own = language === FALLBACK_LANGUAGE ? null : searchIn(language, question, page, generalOnly);
  return own ?? searchIn(FALLBACK_LANGUAGE, question, page, generalOnly);
}

/** The passages that explain a page (what the page is for), in the language or English. */
export function pagePassages(page: AssistantPageKey, language: string): Passage[] {
  const own = KNOWLEDGE[language]?.passages.filter((p) => p.pages?.includes(page)) ?? [];
  if (own.length > 0) return own;
  return KNOWLEDGE[FALLBACK_LANGUAGE]!.passages.filter((p) => p.pages?.includes(page));
}
