// The bid log (issue 52): every create-bid command is one JSON line with an id of its own, and
// its acknowledgement carries that id as `requestId` (the existing fields unchanged), whatever
// the answer: accepted, refused, malformed or throttled. Beyond ids a line names no one. The real
// app logs to a stream this test reads; the bids come from real Socket.IO clients.
import { describe, expect, it } from 'vitest';
import { CONNECTION_COMMANDS_PER_SECOND } from '../../src/realtime/command-guard';
import { captureLog } from '../helpers/log-capture';
import { createAuction, createBidder, type Bidder } from '../modules/auctions/auction-fixtures';
import { useSocketApp } from './socket-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the bid log', () => {
  const { entries: lines, logger } = captureLog('info');
  const socketApp = useSocketApp({ seed: false, logger });
  const { t } = socketApp;

  const connect = (user?: Bidder) => (user ? socketApp.signedIn(user) : socketApp.connect());
  /** The bid lines with this id (written just before the acknowledgement leaves). */
  const bidLines = (id: unknown) => lines.filter((line) => line.msg === 'bid' && line.reqId === id);

  it("puts the id of the bid's one line in its acknowledgement, for each outcome", async () => {
    const user = await createBidder(t.app.db, t.config.jwtSecret, { free: 5 });
    const id = await createAuction(t.app.db);
    const client = await connect(user);

    const accepted = await client.emit('create-bid', { productID: id });
    expect(accepted).toMatchObject({ status: 'success', bids: 4, bid: { productID: id } });
    expect(accepted.requestId).toMatch(UUID);
    const refused = await client.emit('create-bid', { productID: id });
    expect(refused).toEqual({ status: 'error', message: 'Sending Bid failed', reason: 'leading', requestId: expect.stringMatching(UUID) });
    const malformed = await client.emit('create-bid', { productID: 'x' as never });
    expect(malformed).toEqual({ status: 'error', message: 'Invalid command', requestId: expect.stringMatching(UUID) });
    const anonymous = await (await connect()).emit('create-bid', { productID: id });
    expect(anonymous).toEqual({
      status: 'error',
      message: 'Sending Bid failed',
      reason: 'sign-in',
      requestId: expect.stringMatching(UUID),
    });

    const ids = [accepted, refused, malformed, anonymous].map((ack) => ack.requestId);
    expect(new Set(ids).size).toBe(4);
    for (const requestId of ids) expect(bidLines(requestId)).toHaveLength(1);
    const [acceptedLine, refusedLine, malformedLine, anonymousLine] = ids.map((requestId) => bidLines(requestId)[0]!);
    expect(acceptedLine).toMatchObject({ level: 30, event: 'create-bid', auctionId: id, userId: user.id, outcome: 'accepted' });
    expect(acceptedLine!.ms).toBeTypeOf('number');
    expect(acceptedLine!.ms).toBeGreaterThanOrEqual(0);
    expect(refusedLine).toMatchObject({
      auctionId: id,
      userId: user.id,
      outcome: 'refused',
      reason: 'leading',
      message: 'Sending Bid failed',
    });
    expect(malformedLine).toMatchObject({ userId: user.id, outcome: 'error', message: 'Invalid command' });
    expect(malformedLine).not.toHaveProperty('auctionId');
    expect(anonymousLine).toMatchObject({ auctionId: id, userId: null, outcome: 'refused', reason: 'sign-in' });

    // Ids only: neither the shopper's email nor nickname is in any bid line.
    const text = JSON.stringify(lines.filter((line) => line.msg === 'bid'));
    expect(text).not.toContain('@');
    expect(text).not.toContain(user.nickname);
  });

  it('logs and marks the throttled ones too', async () => {
    const id = await createAuction(t.app.db);
    const client = await connect();
    const acks = await Promise.all(
      Array.from({ length: CONNECTION_COMMANDS_PER_SECOND * 2 }, () => client.emit('create-bid', { productID: id })),
    );
    const throttled = acks.filter((ack) => ack.message === 'Too many requests');
    expect(throttled.length).toBeGreaterThan(0);
    for (const ack of acks) expect(bidLines(ack.requestId)).toHaveLength(1);
    for (const ack of throttled) {
      expect(ack).toEqual({ status: 'error', message: 'Too many requests', requestId: expect.stringMatching(UUID) });
      expect(bidLines(ack.requestId)[0]).toMatchObject({ auctionId: id, userId: null, outcome: 'error', message: 'Too many requests' });
    }
  });
});
