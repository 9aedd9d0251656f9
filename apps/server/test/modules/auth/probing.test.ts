// What an outsider can learn or keep from the account calls: tokens without an expiry, a sign-out
// on the server, links that outlive a reset, and login, forgot, magic link and reset answering the
// same (status and time) for known and unknown emails.
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { issueEmailToken, issueMagicLinkToken } from '../../../src/modules/auth/tokens';
import { postApi } from '../../helpers/build-test-app';
import { linkIn } from '../../plugins/smtp-receiver';
import { digest, loginToken, signUpUser, useAppWithMailbox } from './account-helpers';

const PUBLIC_URL = 'https://blitz.example.test';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('probing the account calls', () => {
  const { t, smtp } = useAppWithMailbox('pglite', PUBLIC_URL);
  let address = 0;
  // Each attempt from its own address, so the rate limits stay out of the way.
  const postFresh = (path: string, payload: Record<string, unknown>) => {
    address += 1;
    return t.app.inject({ method: 'POST', url: `/api${path}`, payload, remoteAddress: `10.77.${address >> 8}.${address & 255}` });
  };

  const userId = async (email: string) => {
    const [row] = await queryRows<{ id: number; uuid: string }>(t.app.db, sql`select id, uuid from users where email = ${email}`);
    return row!;
  };

  it('refuses a correctly signed refresh token without an expiry', async () => {
    const user = await signUpUser(t.app, 'forever@example.co.za', 'Forever');
    const { uuid } = await userId(user.email);
    const forever = await new SignJWT({ uuid, email: user.email, ver: 0, kind: 'refresh' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await postApi(t.app, '/auth/refresh', { refreshToken: forever })).statusCode).toBe(401);
    expect((await postApi(t.app, '/auth/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(200);
  });

  it('/auth/logout answers 202 and ends every session of the account', async () => {
    const user = await signUpUser(t.app, 'leaving@example.co.za', 'Leaving', 'pw one');
    const other = await postFresh('/auth/login', { loginToken: loginToken(user.email, 'pw one') });
    expect(other.statusCode).toBe(200);
    const logout = await postApi(t.app, '/auth/logout', { refreshToken: user.refreshToken });
    expect(logout.statusCode).toBe(202);
    for (const token of [user.refreshToken, (other.json() as { refreshToken: string }).refreshToken]) {
      expect((await postApi(t.app, '/auth/refresh', { refreshToken: token })).statusCode).toBe(401);
    }
    expect((await postApi(t.app, '/auth/logout', {})).statusCode).toBe(400);
    expect((await postApi(t.app, '/auth/logout', { refreshToken: 'bogus' })).statusCode).toBe(401);
  });

  it('a reset ends the reset and magic links mailed before it', async () => {
    const user = await signUpUser(t.app, 'links@example.co.za', 'Links');
    const { id } = await userId(user.email);
    const [first, second] = [
      await issueEmailToken(t.app.db, 'reset', user.email, id, new Date()),
      await issueEmailToken(t.app.db, 'reset', user.email, id, new Date()),
    ];
    const magic = await issueMagicLinkToken(t.app.db, t.config.jwtSecret, { id, email: user.email }, new Date());
    const reset = await postApi(t.app, '/auth/reset', { email: user.email, password: digest('after'), emailToken: first });
    expect(reset.statusCode).toBe(200);
    expect((await postApi(t.app, '/auth/reset', { email: user.email, password: digest('again'), emailToken: second })).statusCode).toBe(
      401,
    );
    expect((await postApi(t.app, '/auth/magic', { token: magic })).statusCode).toBe(401);
    // A link mailed after the reset works.
    const later = await issueEmailToken(t.app.db, 'reset', user.email, id, new Date());
    expect((await postApi(t.app, '/auth/reset', { email: user.email, password: digest('later'), emailToken: later })).statusCode).toBe(200);
  });

  it('login answers an unknown email as a wrong password (401), after the same argon2 work', async () => {
    const user = await signUpUser(t.app, 'known@example.co.za', 'Known', 'right one');
    const wrong = await postFresh('/auth/login', { loginToken: loginToken(user.email, 'wrong one') });
    const unknown = await postFresh('/auth/login', { loginToken: loginToken('unknown@example.co.za', 'wrong one') });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());

    // The time: medians of alternating attempts; without argon2 an unknown email answers in a small
    // fraction of a wrong password's time, with it in about the same.
    const times = { wrong: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 7; i += 1) {
      for (const [kind, email] of [['wrong', user.email] as const, ['unknown', `nobody${i}@example.co.za`] as const]) {
        const start = performance.now();
        await postFresh('/auth/login', { loginToken: loginToken(email, 'wrong one') });
        times[kind].push(performance.now() - start);
      }
    }
    expect(median(times.unknown)).toBeGreaterThan(median(times.wrong) * 0.5);
  });

  it.each([
    ['/auth/forgot', 'Reset your Blitz Auctions password'],
    ['/auth/magiclink', 'Your Blitz Auctions sign-in link'],
  ] as const)('%s answers 202 for known and unknown emails alike; only a known one gets mail', async (path, subject) => {
    const user = await signUpUser(t.app, `mail${path.length}@example.co.za`, `Mail${path.length}`);
    const unknown = await postFresh(path, { email: `ghost${path.length}@example.co.za` });
    const known = await postFresh(path, { email: user.email });
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe(subject);
    expect(linkIn(mail, PUBLIC_URL).pathname.length).toBeGreaterThan(10);
  });

  it('/auth/reset answers an unknown email as a bad token (401)', async () => {
    const user = await signUpUser(t.app, 'resetter@example.co.za', 'Resetter');
    const known = await postApi(t.app, '/auth/reset', { email: user.email, password: digest('x'), emailToken: 'not-a-token' });
    const unknown = await postApi(t.app, '/auth/reset', {
      email: 'nobody-here@example.co.za',
      password: digest('x'),
      emailToken: 'not-a-token',
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
  });
});
