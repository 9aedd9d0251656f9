// The fair-play pages' plain GETs (features/fair-play/api): an answer is checked against the
// contract's schema where the checks run (in jsdom, which has no worker, in the page); 404 is
// null, any other failure an ApiError of the API client's kinds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/api-client';
import { getRecordDigests } from '../../../src/features/fair-play/api/get-record-digests';
import { getAuctionRecord } from '../../../src/features/fair-play/api/get-auction-record';

function answer(status: number, text: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).result;
}

describe('the fair-play answers', () => {
  it('pass on what has the contract shape', async () => {
    answer(200, '{"digests":[]}');
    await expect(getRecordDigests()).resolves.toEqual([]);
  });

  it('are null for an auction that has no record (404)', async () => {
    answer(404, '{"message":"Not Found"}');
    await expect(getAuctionRecord(7)).resolves.toBeNull();
  });

  it('fail as the API client does: by status, for text that is no JSON, and for the wrong shape', async () => {
    answer(500, '{"message":"Server error"}');
    expect(await failureOf(getAuctionRecord(7))).toMatchObject({ status: 500, reason: 'http' });
    answer(200, '<html>');
    expect(await failureOf(getAuctionRecord(7))).toMatchObject({ status: 200, reason: 'unparseable' });
    answer(200, '{"digests":"none"}');
    expect(await failureOf(getRecordDigests())).toMatchObject({ status: 200, reason: 'invalid_shape' });
  });
});
