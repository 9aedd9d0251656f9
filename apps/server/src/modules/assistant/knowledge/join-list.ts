/**
 * How a live-figure answer lists the user's rows (bids, buddies, wins, cart lines, orders, packs):
 * the punctuation and the row layouts that every language shares. Each language gives only its words.
 */
import type { LiveBid, LiveCartLine, LiveOrder } from './types';

/** A heading before what it introduces: "In your cart: ", a passage's title before its text. */
export const headed = (heading: string) => `${heading}: `;

/** `none` when there are no rows, else one sentence: "heading: row; row; row." */
export function listOr<T>(rows: readonly T[], none: string, heading: string, row: (item: T) => string): string {
  return rows.length === 0 ? none : `${headed(heading)}${rows.map(row).join('; ')}.`;
}

/**
 * The English words a live answer in another language carries in brackets after its own, as the
 * passages do for the shop's terms, so that a shopper who mixes in English finds them too.
 */
const ENGLISH_GLOSS = {
  checkedIn: 'checked in today',
  notCheckedIn: 'not checked in today',
  noBids: 'not bidding in any open auction',
  bids: 'auctions you bid on',
  noWins: 'no won items awaiting payment',
  wins: 'awaiting payment',
} as const;

/** The language's words with the English ones in brackets: "Awukangeni namuhla (not checked in today)". */
export const glossed = (text: string, english: keyof typeof ENGLISH_GLOSS) => `${text} (${ENGLISH_GLOSS[english]})`;

/** A bid's row, "title (status, who leads)", from the language's words for the two leaders. */
export const bidRow =
  (youLead: string, otherLeads: string) =>
  (b: LiveBid): string =>
    `${b.title} (${b.status}, ${b.leading ? youLead : otherLeads})`;

/** A cart line's row, written alike in every language: "2 x Lamp (R1 234.50)". */
export const cartRow = (c: LiveCartLine): string => `${c.quantity} x ${c.name} (${c.amount})`;

/** An order's row, "order 12 (titles): status, courier X, tracking number Y"; courier and number only once known. */
export const orderRow =
  (words: { order: string; courier: string; tracking: string }) =>
  (o: LiveOrder): string =>
    `${words.order} ${o.id} (${o.titles.join(', ')}): ${o.status}` +
    (o.courier ? `, ${words.courier} ${o.courier}` : '') +
    (o.trackingNumber ? `, ${words.tracking} ${o.trackingNumber}` : '');
