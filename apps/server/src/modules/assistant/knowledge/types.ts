/**
 * The shapes of the assistant's knowledge: passages of shop knowledge (searched by full text),
 * the words that ask for a live figure, and the sentences that put live figures into words.
 * One bundle per language; English is complete and the fallback for everything else.
 */
import type { AssistantPageKey } from '@blitz/contract';

export interface Passage {
  id: string;
  title: string;
  /** Words shoppers use for the topic (synonyms, misspellings), searched with a boost. */
  keywords: string;
  text: string;
  /** Pages this passage explains; asking on one of them favours it. */
  pages?: readonly AssistantPageKey[];
}

/** Questions answered from the user's own rows, read at the moment of the question. */
export const LIVE_TOPICS = ['balance', 'checkIn', 'bids', 'buddies', 'wins', 'cart', 'orders', 'packs'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export interface LiveBid {
  title: string;
  status: string;
  leading: boolean;
  bidsPlaced: number;
}
export interface LiveBuddy {
  title: string;
  reserved: number;
  remaining: number;
}
export interface LiveWin {
  title: string;
  /** Shown money, e.g. "R1 234.50". */
  price: string;
  daysLeft: number;
}
export interface LiveOrder {
  id: number;
  status: string;
  courier: string | null;
  trackingNumber: string | null;
  titles: string[];
}
export interface LiveCartLine {
  name: string;
  quantity: number;
  /** Shown money, e.g. "R1 234.50". */
  amount: string;
}
export interface LivePack {
  bids: number;
  /** Shown money, e.g. "R1 234.50". */
  price: string;
}

/** Everything the assistant may say about a signed-in user, read in one go. */
export interface LiveFacts {
  nickname: string;
  freeBlitz: number;
  paidBlitz: number;
  checkedInToday: boolean;
  bids: LiveBid[];
  buddies: LiveBuddy[];
  wins: LiveWin[];
  cart: LiveCartLine[];
  orders: LiveOrder[];
}

export interface Phrases {
  /** Said when nothing in the knowledge fits: always points to Contact Support. */
  unknown: string;
  /** Said when a live figure is asked for by a visitor who is not signed in. */
  signInFirst: string;
  /** Introduces the passage an answer is taken from. */
  fromGuide: (title: string) => string;
  balance: (facts: LiveFacts) => string;
  checkIn: (facts: LiveFacts) => string;
  bids: (facts: LiveFacts) => string;
  buddies: (facts: LiveFacts) => string;
  wins: (facts: LiveFacts) => string;
  cart: (facts: LiveFacts) => string;
  orders: (facts: LiveFacts) => string;
  packs: (packs: LivePack[]) => string;
}

export interface LanguageKnowledge {
  passages: Passage[];
  /** Words that ask for each live figure. */
  liveKeywords: Partial<Record<LiveTopic, string>>;
  phrases?: Phrases;
}
