// Staff and shoppers: search by email or nickname, the profile, ledger, bids and orders of one,
// Blitz adjustments (their own ledger kind with the reason beside it, support limited to
// SUPPORT_ADJUSTMENT_LIMIT, never below zero, pushed at once to the shopper's open windows), ban
// and unban (the shopper's sessions end), a new password link, and an audit row for every change.
import {
  staffLedgerPageSchema,
  staffUserBidPageSchema,
  staffUserPageSchema,
  staffUserSchema,
  SUPPORT_ADJUSTMENT_LIMIT,
  type StaffUser,
} from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { linkIn } from '../../plugins/smtp-receiver';
import { connectClient } from '../../realtime/socket-client';
import { createAuction } from '../auctions/auction-fixtures';
import { signUpUser, useAppWithMailbox, type TestUser } from '../auth/account-helpers';
import { postStaff, useStaffAccounts } from './staff-helpers';

const PUBLIC_URL = 'https://blitz.example.test';

describe.each(databaseKinds)('staff and shoppers on %s', (kind) => {
  const { t, smtp } = useAppWithMailbox(kind, PUBLIC_URL);
  const { owner, support, operator } = useStaffAccounts(t, ['owner', 'support', 'operator']);
  let shopper: TestUser;
  let shopperId: number;

  const auditOf = (action: string) =>
    queryRows<{ staff_id: number; target_id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      t.app.db,
      sql`select staff_id, target_id, before, after from staff_audit where action = ${action} order by id`,
    );
  const user = async (token: string): Promise<StaffUser> =>
    staffUserSchema.parse((await postStaff(t.app, '/users/get', { id: shopperId }, token)).json());

  beforeAll(async () => {
    shopper = await signUpUser(t.app, 'lerato@example.co.za', 'LeratoM');
    await signUpUser(t.app, 'sipho@example.co.za', 'SiphoK');
    const [row] = await queryRows<{ id: number }>(t.app.db, sql`select id from users where email = 'lerato@example.co.za'`);
    shopperId = Number(row!.id);
  });

  it('finds shoppers by part of the email or nickname, and shows the profile', async () => {
    const byNick = staffUserPageSchema.parse((await postStaff(t.app, '/users/search', { query: 'lerato' }, support.token)).json());
    expect(byNick.users.map((u) => u.email)).toEqual(['lerato@example.co.za']);
    const byMail = staffUserPageSchema.parse((await postStaff(t.app, '/users/search', { query: 'EXAMPLE.co.za' }, support.token)).json());
    expect(byMail.total).toBe(2);
    const profile = await user(support.token);
    expect(profile).toMatchObject({ nickname: 'LeratoM', firstName: 'Thandi', banned: false, setUp: true, freeBlitz: 0, paidBlitz: 0 });
    expect((await postStaff(t.app, '/users/get', { id: 999_999 }, support.token)).statusCode).toBe(404);
  });

  it('support adjusts a balance: a ledger row of its own kind with the reason, audited, and the shopper hears it at once', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [row] = await queryRows<{ bidToken: string }>(t.app.db, sql`select bid_token as "bidToken" from users where id = ${shopperId}`);
    const client = await connectClient(url);
    try {
      const auth = await client.emit('auth', { nickname: shopper.nickname, bidToken: row!.bidToken, refreshToken: shopper.refreshToken });
      expect(auth.status).toBe('success');
      const adjusted = await postStaff(
        t.app,
        '/users/adjust',
        { id: shopperId, delta: 25, reason: 'Sorry for the late delivery' },
        support.token,
      );
      expect(adjusted.statusCode).toBe(200);
      expect(adjusted.json()).toMatchObject({ freeBlitz: 25, paidBlitz: 0 });
      await client.waitFor((m) => m.event === 'new-bids-count' && 'data' in m && (m.data as { bids: number }).bids === 25);
    } finally {
      client.close();
    }
    const ledger = staffLedgerPageSchema.parse((await postStaff(t.app, '/users/ledger', { id: shopperId }, support.token)).json());
    expect(ledger.rows[0]).toMatchObject({ delta: 25, kind: 'adjustment', paid: false, reason: 'Sorry for the late delivery' });
    expect(ledger.rows[0]!.reference).toMatch(/^adjustment:\d+$/);
    const [audit] = await auditOf('user.adjust');
    expect(audit).toMatchObject({
      staff_id: support.id,
      target_id: String(shopperId),
      before: { free: 0, paid: 0 },
      after: { free: 25, paid: 0, delta: 25, reason: 'Sorry for the late delivery' },
    });
  });

  it('support is limited per adjustment, owners are not, operators open no user call, and no balance goes below zero', async () => {
    const over = { id: shopperId, delta: SUPPORT_ADJUSTMENT_LIMIT + 1, reason: 'Goodwill' };
    expect((await postStaff(t.app, '/users/adjust', over, support.token)).statusCode).toBe(403);
    expect((await postStaff(t.app, '/users/adjust', { ...over, delta: -(SUPPORT_ADJUSTMENT_LIMIT + 1) }, support.token)).statusCode).toBe(
      403,
    );
    expect((await postStaff(t.app, '/users/adjust', over, operator.token)).statusCode).toBe(403);
    expect((await postStaff(t.app, '/users/search', { query: '' }, operator.token)).statusCode).toBe(403);
    const paid = await postStaff(t.app, '/users/adjust', { ...over, paid: true, reason: 'Pack paid twice at the gateway' }, owner.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ freeBlitz: 25, paidBlitz: SUPPORT_ADJUSTMENT_LIMIT + 1 });
    const below = await postStaff(t.app, '/users/adjust', { id: shopperId, delta: -26, reason: 'Take back' }, support.token);
    expect(below.statusCode).toBe(422);
    expect(below.json()).toEqual({ message: 'Unprocessable Entity' });
    expect((await postStaff(t.app, '/users/adjust', { id: shopperId, delta: 0, reason: 'Nothing' }, support.token)).statusCode).toBe(400);
    expect((await postStaff(t.app, '/users/adjust', { id: shopperId, delta: 1, reason: '' }, support.token)).statusCode).toBe(400);
    expect((await auditOf('user.adjust')).length).toBe(2);
  });

  it('lists the bids and orders of a shopper', async () => {
    const auctionId = await createAuction(t.app.db, { priceCents: 1000 });
    await t.app.auctions.engine.placeBid(auctionId, shopperId);
    const bids = staffUserBidPageSchema.parse((await postStaff(t.app, '/users/bids', { id: shopperId }, support.token)).json());
    expect(bids.bids).toHaveLength(1);
    expect(bids.bids[0]).toMatchObject({ auctionId, viaBuddy: false });
    const orders = await postStaff(t.app, '/orders/list', { userId: shopperId }, support.token);
    expect(orders.json()).toMatchObject({ orders: [], total: 0 });
  });

  it('a ban ends the shopper sessions and sign-ins until unbanned; both are audited', async () => {
    expect((await postApi(t.app, '/profile/view', { refreshToken: shopper.refreshToken })).statusCode).toBe(200);
    const banned = await postStaff(t.app, '/users/ban', { id: shopperId, banned: true, reason: 'Chargeback fraud' }, support.token);
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({ banned: true });
    expect((await postApi(t.app, '/profile/view', { refreshToken: shopper.refreshToken })).statusCode).toBe(401);
    const unbanned = await postStaff(t.app, '/users/ban', { id: shopperId, banned: false }, owner.token);
    expect(unbanned.json()).toMatchObject({ banned: false, bannedAt: null });
    // The old session stays ended (its token version moved on); a new sign-in works.
    expect((await postApi(t.app, '/profile/view', { refreshToken: shopper.refreshToken })).statusCode).toBe(401);
    const [ban] = await auditOf('user.ban');
    expect(ban).toMatchObject({ staff_id: support.id, before: { banned: false }, after: { banned: true, reason: 'Chargeback fraud' } });
    expect((await auditOf('user.unban')).length).toBe(1);
  });

  it('sends the shopper a new password link', async () => {
    const sent = await postStaff(t.app, '/users/send-setup', { id: shopperId }, support.token);
    expect(sent.statusCode).toBe(202);
    const mail = await smtp.next('lerato@example.co.za');
    expect(linkIn(mail, PUBLIC_URL).pathname).toMatch(/^\/reset-password\//);
    expect((await auditOf('user.send-setup')).length).toBe(1);
    expect((await postStaff(t.app, '/users/send-setup', { id: 999_999 }, support.token)).statusCode).toBe(404);
  });
});
