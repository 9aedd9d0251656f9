/**
 * What staff may change on an auction, as pure functions: nothing once it is over, and on an Open
 * auction only the fields of AUCTION_FIELDS_EDITABLE_WHEN_OPEN (price, clock and rules are fixed
 * once bidding started; bidders relied on them).
 */
import { AUCTION_FIELDS_EDITABLE_WHEN_OPEN, type AuctionDraft, type AuctionStatus } from '@blitz/contract';

export type EditVerdict = { ok: true } | { ok: false; reason: 'finished' | 'open'; fields: string[] };

const editableWhenOpen: readonly string[] = AUCTION_FIELDS_EDITABLE_WHEN_OPEN;

/** The fields whose values differ between two drafts. */
export function changedFields(before: AuctionDraft, after: AuctionDraft): string[] {
  return (Object.keys(after) as (keyof AuctionDraft)[]).filter((key) => before[key] !== after[key]);
}

export function verdictOnEdit(status: AuctionStatus, before: AuctionDraft, after: AuctionDraft): EditVerdict {
  const fields = changedFields(before, after);
  if (fields.length === 0) return { ok: true };
  if (status === 'Ended' || status === 'Closed') return { ok: false, reason: 'finished', fields };
  if (status === 'Open') {
    const fixed = fields.filter((field) => !editableWhenOpen.includes(field));
    if (fixed.length > 0) return { ok: false, reason: 'open', fields: fixed };
  }
  return { ok: true };
}

/** Staff may withdraw an auction that has not finished. */
export const mayWithdraw = (status: AuctionStatus) => status === 'Not Started' || status === 'Open';
