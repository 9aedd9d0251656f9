// A connection that starts watching (after a reconnect, say) is told at once where each auction
// stands: the leading bid with the end time, or the final state with the winner.
import { serverMessageSchema } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/test-database';
import { createAuction, createBidder, expire } from '../modules/auctions/auction-fixtures';
import { useSocketApp } from './socket-app';
import { settle } from './socket-client';

describe.each(databaseKinds)('watch snapshot on %s', (kind) => {
  const { t, connect } = useSocketApp({ kind, seed: false });

  it('pushes the leading bid of a running auction and the winner of an ended one, once', async () => {
    const [a, b] = [
      await createBidder(t.app.db, t.config.jwtSecret, { free: 5 }),
      await createBidder(t.app.db, t.config.jwtSecret, { free: 5 }),
    ];
    const running = await createAuction(t.app.db, { priceCents: 1000, endsIn: 60 });
    const ended = await createAuction(t.app.db, { priceCents: 500, endsIn: 60 });
    const fresh = await createAuction(t.app.db, { endsIn: 60 });
    await t.app.auctions.engine.placeBid(running, a.id);
    await t.app.auctions.engine.placeBid(running, b.id);
    await t.app.auctions.engine.placeBid(ended, a.id);
    await expire(t.app.db, ended);
    await t.app.auctions.engine.tick();

    const client = await connect();
    expect(await client.emit('watch', { auctionIDs: [running, ended, fresh] })).toEqual({ status: 'success' });
    const bid = await client.waitFor((m) => m.event === 'placed-bid' && m.status === 'success' && m.data.productID === running);
    expect(bid).toMatchObject({ status: 'success', data: { bidAmount: '10.20', bidder: { nickname: b.nickname } } });
    const state = await client.waitFor((m) => m.event === 'new-auction-state' && m.status === 'success' && m.data.productID === ended);
    expect(state).toMatchObject({ data: { status: 'Ended', winner: { nickname: a.nickname } } });
    await client.waitFor((m) => m.event === 'new-auction-state' && m.status === 'success' && m.data.productID === fresh);
    for (const message of client.messages) expect(serverMessageSchema.safeParse(message).success).toBe(true);

    // Watching the same auctions again tells nothing new.
    const before = client.messages.length;
    expect(await client.emit('watch', { auctionIDs: [running, ended, fresh] })).toEqual({ status: 'success' });
    await settle();
    expect(client.messages).toHaveLength(before);
  });
});
