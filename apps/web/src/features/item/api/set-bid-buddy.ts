// /auction/bidBuddy (SPEC.md section 7): switch the user's BidBuddy on an auction on (reserving
// `buddyAmount` Blitz) or off (returning what is unused). 406 carries the refusal's reason.
import type { BidBuddyResult, BidRefusal } from '@blitz/contract';
import { callApi, type ApiErrorResult } from '../../../lib/api-client';
import { check } from '../../../lib/checks/checks';

export type BidBuddyOutcome =
  { ok: true; result: BidBuddyResult | null } | { ok: false; reason: BidRefusal } | { ok: false; error: ApiErrorResult | null };

export async function setBidBuddy(body: { active: boolean; auctionID: number; buddyAmount: number }): Promise<BidBuddyOutcome> {
  const answer = await callApi('/auction/bidBuddy', body);
  switch (answer.kind) {
    case 'data':
      return { ok: true, result: answer.data };
    case 'empty':
      return { ok: true, result: null };
    case 'status': {
      // Not checked (the checks could not load): as a refusal without a reason.
      const refusal = await check({ kind: 'bid-buddy-refusal', value: answer.data }).catch(() => null);
      return refusal?.ok ? { ok: false, reason: (refusal.data as { reason: BidRefusal }).reason } : { ok: false, error: null };
    }
    case 'error':
      return { ok: false, error: answer };
  }
}
