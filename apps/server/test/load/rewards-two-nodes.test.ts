// Rewards exactly once across two server processes on one PostgreSQL and one Redis: check-ins of
// one user sent to both nodes at the same moment, complete profile updates on both nodes, and the
// same signed ITN delivered to both nodes at once each grant one reward with one ledger row, and
// the user's tabs on either node hear of it once (the push crosses nodes through Redis).
import { createServer, request as httpRequest, type Server } from 'node:http';
import { paymentLinkResponseSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { balance, createBidder, type Bidder } from '../modules/auctions/auction-fixtures';
import { hiddenFields } from '../modules/payments/hosted-page';
import { rewardLedger, rewardRows, setReferrer } from '../modules/rewards/reward-fixtures';
import { connectClient, settle, type TestClient } from '../realtime/socket-client';

const JWT_SECRET = 'rewards-two-nodes-secret-rewards-two-nodes-0123';
const NOTIFY_PATH = '/api/payment/notify';

/**
 * The shop's public origin in front of node A: it passes everything to node A (the sandbox
 * gateway's pages and its validation endpoint) but keeps the gateway's notices, so the test can
 * deliver each one itself, to both nodes at once.
 */
async function startFrontDoor(nodePort: () => number): Promise<{ origin: string; notices: string[]; close(): Promise<void> }> {
  const notices: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (incoming.method === 'POST' && incoming.url === NOTIFY_PATH) {
        notices.push(body.toString());
        outgoing.writeHead(200).end();
        return;
      }
      const forward = httpRequest(
        { host: '127.0.0.1', port: nodePort(), method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', () => outgoing.writeHead(502).end());
      forward.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, notices, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('rewards on two nodes sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let frontDoor: Awaited<ReturnType<typeof startFrontDoor>>;
  let nodes: ServerProcess[] = [];
  const tabs: TestClient[] = [];
  const nodeA = () => nodes[0]!;
  const nodeB = () => nodes[1]!;
  const call = (node: ServerProcess, path: string, body: Record<string, unknown>) =>
    fetch(`${node.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** One tab of the user on each node, signed in to the socket. */
  async function tabsOnBothNodes(user: Bidder): Promise<TestClient[]> {
    const mine = [await connectClient(nodeA().url), await connectClient(nodeB().url)];
    tabs.push(...mine);
    for (const tab of mine) {
      const { nickname, bidToken, refreshToken } = user;
      expect((await tab.emit('auth', { nickname, bidToken, refreshToken })).status).toBe('success');
    }
    return mine;
  }
  const rewardsHeard = (tab: TestClient) => tab.messages.filter((m) => m.event === 'new-reward');

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    frontDoor = await startFrontDoor(() => nodes[0]!.port);
    const env = { DATABASE_URL: database.databaseUrl!, REDIS_URL: process.env.REDIS_URL!, JWT_SECRET, PUBLIC_URL: frontDoor.origin };
    nodes = [await startServerProcess(env)];
    nodes.push(await startServerProcess(env));
    handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'memory://' });
  }, 120_000);
  afterAll(async () => {
    for (const tab of tabs) tab.close();
    await Promise.all(nodes.map((node) => node.kill()));
    await frontDoor?.close();
    await handle?.close();
    await database?.drop();
  });

  it('grants one check-in when both nodes are asked at the same moment, heard once on each node', async () => {
    const me = await createBidder(handle.db, JWT_SECRET, { paid: 2 });
    const [onA, onB] = await tabsOnBothNodes(me);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(i % 2 ? nodeB() : nodeA(), '/reward/checkIn', { refreshToken: me.refreshToken })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(7).fill(209)]);
    expect(await balance(handle.db, me.id)).toEqual({ free: 1, paid: 2 });
    expect(await rewardLedger(handle.db, me.id)).toHaveLength(1);
    for (const tab of [onA!, onB!]) {
      await tab.waitFor((m) => m.event === 'new-reward', 10_000);
      await tab.waitFor((m) => m.event === 'new-bids-count' && 'data' in m && (m.data as { bids: number }).bids === 3, 10_000);
    }
    await settle(500);
    expect([rewardsHeard(onA!).length, rewardsHeard(onB!).length]).toEqual([1, 1]);
  }, 60_000);

  it('grants the profile completion once when complete updates arrive on both nodes at once', async () => {
    const me = await createBidder(handle.db, JWT_SECRET);
    // A picture the server stored from the shopper's own upload (only such a picture counts).
    const picture = `/media/uploads/profiles/${me.id}-0123456789abcdef.webp`;
    await handle.db.execute(sql`insert into uploads (key, user_id, section, saved, url)
      values (${`profiles/${me.id}-0123456789abcdef.webp`}, ${me.id}, 'profile', true, ${picture})`);
    await handle.db.execute(sql`update users set profile_image = ${picture} where id = ${me.id}`);
    const profile = {
      refreshToken: me.refreshToken,
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'x@example.test',
      nickName: me.nickname,
      mobileNumber: '082 123 4567',
      location: 'Soweto',
      profileImage: picture,
    };
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(i % 2 ? nodeB() : nodeA(), '/profile/update', profile)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await balance(handle.db, me.id)).toEqual({ free: 5, paid: 0 });
    expect(await rewardRows(handle.db, me.id)).toEqual([{ kind: 'profileCompletion', amount: 5, key: 'once' }]);
    expect(await rewardLedger(handle.db, me.id)).toHaveLength(1);
  }, 60_000);

  it('rewards a referral once when the same ITN reaches both nodes at once', async () => {
    const db = handle.db;
    const referrer = await createBidder(db, JWT_SECRET);
    const friend = await createBidder(db, JWT_SECRET);
    await setReferrer(db, friend.id, referrer.id);
    const [referrerOnA, referrerOnB] = await tabsOnBothNodes(referrer);
    const [pack] = await queryRows<{ id: number }>(db, sql`insert into bid_packs (bids, price_cents) values (100, 18900) returning id`);
    await db.execute(sql`insert into cart_items (user_id, kind, bid_pack_id) values (${friend.id}, 'bids', ${pack!.id})`);
    const link = await call(nodeB(), '/payment/link', {
      refreshToken: friend.refreshToken,
      feCartTotal: '189.00',
      payGateID: 1,
      shippingProfileID: 0,
    });
    expect(link.status).toBe(200);
    const { redirectUrl } = paymentLinkResponseSchema.parse(await link.json());
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const pay = await fetch(`${frontDoor.origin}/sandbox-payfast/eng/process`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([...hiddenFields(await page.text()), ['sandbox_method', 'card'], ['sandbox_action', 'pay']]).toString(),
    });
    expect(pay.status).toBe(303);
    expect(frontDoor.notices).toHaveLength(1);
    expect(await balance(db, friend.id)).toEqual({ free: 0, paid: 0 });

    const notice = frontDoor.notices[0]!;
    const deliveries = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${(i % 2 ? nodeB() : nodeA()).url}${NOTIFY_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: notice,
        }),
      ),
    );
    expect(deliveries.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await balance(db, friend.id)).toEqual({ free: 5, paid: 100 });
    expect(await balance(db, referrer.id)).toEqual({ free: 10, paid: 0 });
    expect(await rewardRows(db, referrer.id)).toEqual([{ kind: 'referrer', amount: 10, key: `user:${friend.id}` }]);
    expect(await rewardRows(db, friend.id)).toEqual([{ kind: 'referred', amount: 5, key: 'once' }]);
    expect(await rewardLedger(db, friend.id)).toHaveLength(1);
    for (const tab of [referrerOnA!, referrerOnB!]) await tab.waitFor((m) => m.event === 'new-reward', 10_000);
    await settle(500);
    expect([rewardsHeard(referrerOnA!), rewardsHeard(referrerOnB!)].map((heard) => heard.length)).toEqual([1, 1]);
    expect(rewardsHeard(referrerOnA!)[0]).toMatchObject({ data: { reward: { bids: 10, type: 'referrer' } } });
  }, 60_000);
});
