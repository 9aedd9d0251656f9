// Ending a session reaches the sockets: a sign-out, a password reset or a ban closes every
// connection of the account at once (on every node, through the Redis adapter), and a connection
// that missed it finds its session ended at its next command. Commands are throttled per connection.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { issueEmailToken } from '../../src/modules/auth/tokens';
import { CONNECTION_COMMANDS_PER_SECOND } from '../../src/realtime/command-guard';
import { buildTestApp, postApi, type TestApp } from '../helpers/build-test-app';
import { databaseKinds } from '../helpers/test-database';
import { digest } from '../modules/auth/account-helpers';
import { createAuction, createBidder } from '../modules/auctions/auction-fixtures';
import { createStaff, postStaff } from '../modules/staff/staff-helpers';
import { useSocketApp } from './socket-app';
import { connectClient, type TestClient } from './socket-client';

const REDIS_URL = process.env.REDIS_URL;

/** Resolves true once the server has closed the client's connection, false after `ms`. */
const closedByServer = (client: TestClient, ms = 3000) =>
  new Promise<boolean>((resolve) => {
    if (!client.socket.connected) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    client.socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

describe.each(databaseKinds)('ending sessions of sockets on %s', (kind) => {
  const { t, signedIn } = useSocketApp({ kind, seed: false });
  const bidder = () => createBidder(t.app.db, t.config.jwtSecret, { free: 10 });

  it('a sign-out (/auth/logout, 202) closes every connection of the account and ends the token', async () => {
    const user = await bidder();
    const [phone, laptop] = [await signedIn(user), await signedIn(user)];
    const bystander = await signedIn(await bidder());
    const logout = await postApi(t.app, '/auth/logout', { refreshToken: user.refreshToken });
    expect(logout.statusCode).toBe(202);
    expect(logout.body).toBe('');
    expect(await Promise.all([closedByServer(phone), closedByServer(laptop)])).toEqual([true, true]);
    expect(bystander.socket.connected).toBe(true);
    expect((await postApi(t.app, '/auth/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    expect((await postApi(t.app, '/auth/logout', { refreshToken: user.refreshToken })).statusCode).toBe(401);
  });

  it('a password reset closes the connections signed in before it', async () => {
    const user = await bidder();
    const client = await signedIn(user);
    const [row] = await queryRows<{ email: string }>(t.app.db, sql`select email from users where id = ${user.id}`);
    const emailToken = await issueEmailToken(t.app.db, 'reset', row!.email, user.id, new Date());
    const reset = await postApi(t.app, '/auth/reset', { email: row!.email, password: digest('brand new'), emailToken });
    expect(reset.statusCode).toBe(200);
    expect(await closedByServer(client)).toBe(true);
  });

  it('a ban closes the connections: neither bids nor cart nor favourite changes go on', async () => {
    const owner = await createStaff(t.app, `owner-${kind}@blitz.example`, 'owner');
    const user = await bidder();
    const client = await signedIn(user);
    expect((await postStaff(t.app, '/users/ban', { id: user.id, banned: true, reason: 'test' }, owner.token)).statusCode).toBe(200);
    expect(await closedByServer(client)).toBe(true);
  });

  it('a connection that missed the close finds its session ended at its next command', async () => {
    const user = await bidder();
    const client = await signedIn(user);
    const auction = await createAuction(t.app.db);
    // As if the close had been lost (a node cut off from Redis): only the token version moved on.
    await t.app.db.execute(sql`update users set token_version = token_version + 1 where id = ${user.id}`);
    expect(await client.emit('create-bid', { productID: auction })).toMatchObject({ status: 'error', reason: 'sign-in' });
    expect(await client.emit('new-favorite-product', { productID: auction, favorite: true })).toEqual({
      status: 'error',
      message: 'Authentication failed',
    });
    expect(await client.emit('add-to-cart', { type: 'bids', productId: 1, quantity: 1 })).toEqual({
      status: 'error',
      message: 'Authentication failed',
    });
    const [balance] = await queryRows<{ free: number }>(t.app.db, sql`select free_blitz as free from users where id = ${user.id}`);
    expect(Number(balance!.free)).toBe(10);
  });

  it('throttles a connection sending commands faster than any shopper taps', async () => {
    const client = await signedIn(await bidder());
    const burst = CONNECTION_COMMANDS_PER_SECOND * 2;
    const acks = await Promise.all(Array.from({ length: burst }, () => client.emit('watch', { auctionIDs: [] })));
    const refused = acks.filter((ack) => ack.status === 'error');
    expect(refused.length).toBeGreaterThan(0);
    for (const ack of refused) expect(ack).toEqual({ status: 'error', message: 'Too many requests' });
    expect(acks.filter((ack) => ack.status === 'success').length).toBeGreaterThanOrEqual(CONNECTION_COMMANDS_PER_SECOND - 1);
  });
});

describe.runIf(REDIS_URL)('ending sessions across nodes (Redis adapter)', () => {
  const nodes: TestApp[] = [];
  const clients: TestClient[] = [];
  beforeAll(async () => {
    const node = () => buildTestApp({ seed: false, env: { REDIS_URL: REDIS_URL! } });
    nodes.push(await node(), await node());
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all(nodes.map((node) => node.close()));
  });

  it("one node's end of a session closes the account's connections on the other node", async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createBidder(b.app.db, b.config.jwtSecret);
    const client = await connectClient(urlB);
    clients.push(client);
    expect((await client.emit('auth', { nickname: user.nickname, bidToken: user.bidToken, refreshToken: user.refreshToken })).status).toBe(
      'success',
    );
    a.app.realtime.endSessions(user.id);
    expect(await closedByServer(client)).toBe(true);
  });
});
