// Which assistant page keys show a hint, and after how long (SPEC.md sections 2 and 4; the delay
// is not shown there). The texts are translations under `assistant.hints`.
import type { AssistantPageKey } from '@blitz/contract';

export const HINT_PAGES: readonly AssistantPageKey[] = [
  'home',
  'item',
  'buy_packs',
  'payment',
  'rewards',
  'winners',
  'guide',
  'search',
  'openAuctions',
  'winnings',
];

/** How long after the page has loaded its hint appears. */
export const HINT_DELAY_MS = 6000;

export const hasHint = (page: AssistantPageKey | null): page is AssistantPageKey => page !== null && HINT_PAGES.includes(page);
