import { decodeJwtPayload } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { issueEmailToken, issueMagicLinkToken } from '../../../src/modules/auth/tokens';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { linkIn } from '../../plugins/smtp-receiver';
import { digest, loginToken, signUpUser, useAppWithMailbox } from './account-helpers';

const PUBLIC_URL = 'https://blitz.example.test';

describe.each(databaseKinds)('password reset, magic links and refresh on %s', (kind) => {
  const { t, smtp } = useAppWithMailbox(kind, PUBLIC_URL);

  const userId = async (email: string) => {
    const [row] = await queryRows<{ id: number }>(t.app.db, sql`select id from users where email = ${email}`);
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const tokenOf = (response: { json(): unknown }) => (response.json() as { refreshToken: string }).refreshToken;

  it('forgot -> emailed reset link -> reset ends the old session and changes the password', async () => {
    const user = await signUpUser(t.app, 'nomsa@example.co.za', 'Nomsa', 'old password');
    const other = await postApi(t.app, '/auth/login', { loginToken: loginToken(user.email, 'old password') });
    expect(other.statusCode).toBe(200);

    const forgot = await postApi(t.app, '/auth/forgot', { email: ' nomsa@example.co.za', lanIso: 'zu' });
    expect(forgot.statusCode).toBe(202);
    const mail = await smtp.next(user.email);
    // The request's language decides while the account has no stored language.
    expect(mail.subject).toBe('Setha kabusha iphasiwedi yakho ku-Blitz Auctions');
    expect(mail.text).toContain('Khetha iphasiwedi entsha: https://blitz.example.test/reset-password/');
    const link = linkIn(mail, PUBLIC_URL);
    expect(link.pathname).toMatch(/^\/reset-password\/[\w-]{20,}$/);
    expect(link.searchParams.get('email')).toBe(user.email);
    const emailToken = decodeURIComponent(link.pathname.split('/')[2] ?? '');

    const wrongToken = await postApi(t.app, '/auth/reset', { email: user.email, password: digest('new password'), emailToken: 'nope' });
    expect(wrongToken.statusCode).toBe(401);

    const reset = await postApi(t.app, '/auth/reset', { email: user.email, password: digest('new password'), emailToken });
    expect(reset.statusCode).toBe(200);
    const fresh = tokenOf(reset);
    expect(decodeJwtPayload(fresh)).toMatchObject({ email: user.email, ver: 1 });

    // Both earlier sessions have ended; the new one works.
    for (const old of [user.refreshToken, tokenOf(other)]) {
      const refresh = await postApi(t.app, '/auth/refresh', { refreshToken: old });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json()).toEqual({ message: 'Auth failed' });
    }
    expect((await postApi(t.app, '/auth/refresh', { refreshToken: fresh })).statusCode).toBe(200);

    const reuse = await postApi(t.app, '/auth/reset', { email: user.email, password: digest('third'), emailToken });
    expect(reuse.statusCode).toBe(401);
    expect((await postApi(t.app, '/auth/login', { loginToken: loginToken(user.email, 'old password') })).statusCode).toBe(401);
    expect((await postApi(t.app, '/auth/login', { loginToken: loginToken(user.email, 'new password') })).statusCode).toBe(200);
  });

  it("emails follow the user's stored language over the request's; an unknown language gets English", async () => {
    const user = await signUpUser(t.app, 'zanele@example.co.za', 'ZaneleZ');
    const update = await postApi(t.app, '/profile/update', {
      refreshToken: user.refreshToken,
      firstName: 'Zanele',
      lastName: 'Zungu',
      email: user.email,
      nickName: 'ZaneleZ',
      language: 'zu',
    });
    expect(update.statusCode).toBe(200);

    expect((await postApi(t.app, '/auth/magiclink', { email: user.email, lanIso: 'en' })).statusCode).toBe(202);
    const magic = await smtp.next(user.email);
    expect(magic.subject).toBe('Isixhumanisi sakho sokungena ku-Blitz Auctions');
    expect(magic.html).toContain('<html lang="zu">');
    expect(magic.html).toContain('>Ngena manje</a>');
    const link = linkIn(magic, PUBLIC_URL);
    expect(magic.text).toContain(`Ngena manje: ${link.href}`);
    const signedIn = await postApi(t.app, '/auth/magic', { token: link.pathname.slice('/auth/'.length) });
    expect(signedIn.statusCode).toBe(200);
    expect(decodeJwtPayload(tokenOf(signedIn))).toMatchObject({ email: user.email });

    const other = await signUpUser(t.app, 'pieter@example.co.za', 'PieterV');
    expect((await postApi(t.app, '/auth/forgot', { email: other.email, lanIso: 'xx' })).statusCode).toBe(202);
    const english = await smtp.next(other.email);
    expect(english.subject).toBe('Reset your Blitz Auctions password');
    expect(english.html).toContain('<html lang="en">');
    expect(linkIn(english, PUBLIC_URL).pathname).toMatch(/^\/reset-password\/[\w-]{20,}$/);
  });

  it('forgot answers 202 and reset 401 for an unknown email, as for a known one; an expired reset token is 401', async () => {
    const forgot = await postApi(t.app, '/auth/forgot', { email: 'ghost@example.co.za' });
    expect(forgot.statusCode).toBe(202);
    expect(forgot.body).toBe('');
    const reset = await postApi(t.app, '/auth/reset', { email: 'ghost@example.co.za', password: digest('x'), emailToken: 'whatever' });
    expect(reset.statusCode).toBe(401);

    const user = await signUpUser(t.app, 'expired@example.co.za', 'Expired');
    const past = new Date(Date.now() - 2 * 3600 * 1000);
    const token = await issueEmailToken(t.app.db, 'reset', user.email, await userId(user.email), past);
    const expired = await postApi(t.app, '/auth/reset', { email: user.email, password: digest('y'), emailToken: token });
    expect(expired.statusCode).toBe(401);
  });

  it('magic link: 202 and an emailed /auth/{jwt} link that signs in exactly once', async () => {
    const user = await signUpUser(t.app, 'magic@example.co.za', 'MagicMike');
    const response = await postApi(t.app, '/auth/magiclink', { email: 'MAGIC@example.co.za' });
    expect(response.statusCode).toBe(202);
    const mail = await smtp.next(user.email);
    expect(mail.subject).toBe('Your Blitz Auctions sign-in link');
    const link = linkIn(mail, PUBLIC_URL);
    expect(link.pathname).toMatch(/^\/auth\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = link.pathname.slice('/auth/'.length);

    // The magic JWT is not a session: used as a refresh token it is refused with 403.
    expect((await postApi(t.app, '/auth/refresh', { refreshToken: jwt })).statusCode).toBe(403);
    expect((await postApi(t.app, '/profile/view', { refreshToken: jwt })).statusCode).toBe(403);

    const first = await postApi(t.app, '/auth/magic', { token: jwt });
    expect(first.statusCode).toBe(200);
    expect(decodeJwtPayload(tokenOf(first))).toMatchObject({ email: user.email, nickname: 'MagicMike' });
    const second = await postApi(t.app, '/auth/magic', { token: jwt });
    expect(second.statusCode).toBe(401);

    // A refresh token is not a magic link.
    expect((await postApi(t.app, '/auth/magic', { token: user.refreshToken })).statusCode).toBe(403);
    expect((await postApi(t.app, '/auth/magic', { token: 'not.a.jwt' })).statusCode).toBe(401);
  });

  it('magic link: 202 for an unknown email too, 401 once expired', async () => {
    expect((await postApi(t.app, '/auth/magiclink', { email: 'nobody@example.co.za' })).statusCode).toBe(202);
    await signUpUser(t.app, 'slow@example.co.za', 'SlowPoke');
    const user = { id: await userId('slow@example.co.za'), email: 'slow@example.co.za' };
    const old = await issueMagicLinkToken(t.app.db, t.config.jwtSecret, user, new Date(Date.now() - 16 * 60 * 1000));
    expect((await postApi(t.app, '/auth/magic', { token: old })).statusCode).toBe(401);
  });

  it('refresh: a valid token gets a new one; tampered, foreign-key or missing tokens do not', async () => {
    const user = await signUpUser(t.app, 'refresh@example.co.za', 'Refresher');
    const refreshed = await postApi(t.app, '/auth/refresh', { refreshToken: user.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwtPayload(tokenOf(refreshed))).toMatchObject({ email: user.email, nickname: 'Refresher' });

    const [head, payload, signature] = user.refreshToken.split('.');
    const tampered = `${head}.${payload}.${signature?.slice(0, -4)}AAAA`;
    expect((await postApi(t.app, '/auth/refresh', { refreshToken: tampered })).statusCode).toBe(401);
    expect((await postApi(t.app, '/auth/refresh', { refreshToken: 'garbage' })).statusCode).toBe(401);
    expect((await postApi(t.app, '/auth/refresh', {})).statusCode).toBe(400);
  });
});
