import { decodeJwtPayload, ERROR_MESSAGES, REFRESH_TOKEN_TTL_SECONDS } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { issueEmailToken } from '../../../src/modules/auth/tokens';
import { postApi } from '../../helpers/build-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { linkIn } from '../../plugins/smtp-receiver';
import { digest, loginToken, postFromFreshAddress, signUpUser, useAppWithMailbox } from './account-helpers';

const PUBLIC_URL = 'http://shop.example.test';

describe.each(databaseKinds)('sign-up and login on %s', (kind) => {
  const { t, smtp } = useAppWithMailbox(kind, PUBLIC_URL);

  const signupBody = (email: string, emailToken: string, nickname = 'NewBidder') => ({
    email,
    firstName: 'Lerato',
    lastName: 'Nkosi',
    nickname,
    password: digest('s3cret pass'),
    emailToken,
  });

  it('register mails a setup link; following it signs up, then login works', async () => {
    const email = 'lerato@example.co.za';
    const register = await postApi(t.app, '/auth/register', { email: ' Lerato@Example.co.za ', lanIso: 'en', campaignSrc: 'banner' });
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual({ rStatus: 'success', message: ERROR_MESSAGES.SIGNUP_SUCCESS });

    const mail = await smtp.next(email);
    expect(mail.subject).toContain('Blitz Auctions');
    expect(mail.text).toContain('Blitz Auctions');
    expect(mail.html).toContain('<a href=');
    const link = linkIn(mail, PUBLIC_URL);
    expect(link.pathname).toMatch(/^\/setup-account\/[\w-]{20,}$/);
    expect(link.searchParams.get('email')).toBe(email);
    const emailToken = decodeURIComponent(link.pathname.split('/')[2] ?? '');

    const signup = await postFromFreshAddress(t.app, '/auth/signup', signupBody(email, emailToken, 'LeratoBids'));
    expect(signup.statusCode).toBe(200);
    const claims = decodeJwtPayload((signup.json() as { refreshToken: string }).refreshToken);
    expect(claims).toMatchObject({ email, nickname: 'LeratoBids', ver: 0, lastCheckedIn: null, mobileNumber: null });
    expect(typeof claims?.uuid).toBe('string');
    expect(typeof claims?.bidToken).toBe('string');
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(REFRESH_TOKEN_TTL_SECONDS);

    const stored = await queryRows<{ password_hash: string; campaign_source: string | null }>(
      t.app.db,
      sql`select password_hash, campaign_source from users where email = ${email}`,
    );
    expect(stored[0]?.password_hash).toMatch(/^\$argon2id\$/);
    // The campaign of the register call reached the account.
    expect(stored[0]?.campaign_source).toBe('banner');

    const login = await postApi(t.app, '/auth/login', { loginToken: loginToken(email, 's3cret pass') });
    expect(login.statusCode).toBe(200);
    expect(decodeJwtPayload((login.json() as { refreshToken: string }).refreshToken)).toMatchObject({ email });

    // The account now exists: registering again and reusing the link both answer 209 'email'.
    const again = await postApi(t.app, '/auth/register', { email });
    expect(again.statusCode).toBe(209);
    expect(again.json()).toEqual({ message: 'email' });
    const reuse = await postFromFreshAddress(t.app, '/auth/signup', signupBody(email, emailToken, 'Other'));
    expect(reuse.statusCode).toBe(209);
    expect(reuse.json()).toEqual({ message: 'email' });
  });

  it('/auth/email mails the setup link too (202) and answers 209 for an existing account', async () => {
    const response = await postApi(t.app, '/auth/email', { email: 'sipho@example.co.za' });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    const link = linkIn(await smtp.next('sipho@example.co.za'), PUBLIC_URL);
    expect(link.pathname.startsWith('/setup-account/')).toBe(true);

    await signUpUser(t.app, 'taken@example.co.za', 'TakenOne');
    const duplicate = await postApi(t.app, '/auth/email', { email: 'taken@example.co.za' });
    expect(duplicate.statusCode).toBe(209);
    expect(duplicate.json()).toEqual({ message: 'email' });
  });

  it('register in Zulu mails the Zulu setup email whose link completes the sign-up', async () => {
    const email = 'nandi@example.co.za';
    expect((await postApi(t.app, '/auth/register', { email, lanIso: 'zu' })).json()).toMatchObject({ rStatus: 'success' });
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Qedela ukusetha i-akhawunti yakho ku-Blitz Auctions');
    expect(mail.text).toContain('Siyakwamukela ku-Blitz Auctions!');
    expect(mail.html).toContain('<html lang="zu">');
    const link = linkIn(mail, PUBLIC_URL);
    expect(mail.text).toContain(`Setha i-akhawunti yami: ${link.href}`);
    const emailToken = decodeURIComponent(link.pathname.split('/')[2] ?? '');
    expect((await postFromFreshAddress(t.app, '/auth/signup', signupBody(email, emailToken, 'NandiBids'))).statusCode).toBe(200);
  });

  it('register refuses an address that is not an email (400)', async () => {
    const response = await postApi(t.app, '/auth/register', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Data format error' });
  });

  it('signup: 209 nickname (any case), 202 missing fields, 401 bad or foreign token, 400 bad password', async () => {
    await signUpUser(t.app, 'owner@example.co.za', 'KasiKing');
    const token = await issueEmailToken(t.app.db, 'setup', 'zanele@example.co.za', null, new Date());

    const clash = await postFromFreshAddress(t.app, '/auth/signup', signupBody('zanele@example.co.za', token, 'kasiking'));
    expect(clash.statusCode).toBe(209);
    expect(clash.json()).toEqual({ message: 'nickname' });

    const missing = await postFromFreshAddress(t.app, '/auth/signup', { email: 'zanele@example.co.za', firstName: '', emailToken: token });
    expect(missing.statusCode).toBe(202);
    expect(missing.body).toBe('');

    const wrongToken = await postFromFreshAddress(t.app, '/auth/signup', signupBody('zanele@example.co.za', 'made-up-token'));
    expect(wrongToken.statusCode).toBe(401);
    expect(wrongToken.json()).toEqual({ message: 'Auth failed' });

    const foreign = await postFromFreshAddress(t.app, '/auth/signup', signupBody('someone-else@example.co.za', token));
    expect(foreign.statusCode).toBe(401);

    const badPassword = await postFromFreshAddress(t.app, '/auth/signup', {
      ...signupBody('zanele@example.co.za', token),
      password: 'plain',
    });
    expect(badPassword.statusCode).toBe(400);

    // The clash and the failures did not use the token up.
    const ok = await postFromFreshAddress(t.app, '/auth/signup', signupBody('zanele@example.co.za', token, 'ZaneleK'));
    expect(ok.statusCode).toBe(200);
  });

  it('signup refuses an expired setup token (401)', async () => {
    const past = new Date(Date.now() - 25 * 3600 * 1000);
    const token = await issueEmailToken(t.app.db, 'setup', 'late@example.co.za', null, past);
    const response = await postFromFreshAddress(t.app, '/auth/signup', signupBody('late@example.co.za', token, 'LateComer'));
    expect(response.statusCode).toBe(401);
  });

  it('signup records the referrer given by referrerToken', async () => {
    await signUpUser(t.app, 'referrer@example.co.za', 'Referrer');
    const [row] = await queryRows<{ referral_code: string }>(
      t.app.db,
      sql`select referral_code from users where email = 'referrer@example.co.za'`,
    );
    const token = await issueEmailToken(t.app.db, 'setup', 'friend@example.co.za', null, new Date());
    const response = await postFromFreshAddress(t.app, '/auth/signup', {
      ...signupBody('friend@example.co.za', token, 'Friend'),
      referrerToken: row?.referral_code,
    });
    expect(response.statusCode).toBe(200);
    const [friend] = await queryRows<{ referrer: string }>(
      t.app.db,
      sql`select r.email as referrer from users u join users r on r.id = u.referrer_id where u.email = 'friend@example.co.za'`,
    );
    expect(friend?.referrer).toBe('referrer@example.co.za');
  });

  it.each(['/auth/register', '/auth/email'] as const)(
    '%s records referrerToken and campaignSrc, so the account set up from its link is credited without them',
    async (path) => {
      const slug = path.split('/')[2]!;
      await signUpUser(t.app, `ref-${slug}@example.co.za`, `Ref${slug}`);
      const [referrer] = await queryRows<{ referral_code: string }>(
        t.app.db,
        sql`select referral_code from users where email = ${`ref-${slug}@example.co.za`}`,
      );
      const email = `linked-${slug}@example.co.za`;
      const sent = await postApi(t.app, path, {
        email,
        lanIso: 'en',
        campaignSrc: `whatsapp-${slug}`,
        referrerToken: referrer?.referral_code,
      });
      expect([200, 202]).toContain(sent.statusCode);
      const link = linkIn(await smtp.next(email), PUBLIC_URL);
      const emailToken = decodeURIComponent(link.pathname.split('/')[2] ?? '');
      // Opened on another device: the sign-up itself carries no referrerToken.
      const signup = await postFromFreshAddress(t.app, '/auth/signup', signupBody(email, emailToken, `Linked${slug}`));
      expect(signup.statusCode).toBe(200);
      const [account] = await queryRows<{ referrer: string | null; campaign: string | null }>(
        t.app.db,
        sql`select r.email as referrer, u.campaign_source as campaign from users u left join users r on r.id = u.referrer_id
            where u.email = ${email}`,
      );
      expect(account).toEqual({ referrer: `ref-${slug}@example.co.za`, campaign: `whatsapp-${slug}` });
    },
  );

  it('an unknown referrerToken on the setup link credits nobody', async () => {
    const email = 'unknown-ref@example.co.za';
    expect((await postApi(t.app, '/auth/email', { email, referrerToken: 'no-such-code' })).statusCode).toBe(202);
    const link = linkIn(await smtp.next(email), PUBLIC_URL);
    const signup = await postFromFreshAddress(
      t.app,
      '/auth/signup',
      signupBody(email, decodeURIComponent(link.pathname.split('/')[2] ?? ''), 'NoRef'),
    );
    expect(signup.statusCode).toBe(200);
    const [account] = await queryRows<{ referrer_id: number | null }>(t.app.db, sql`select referrer_id from users where email = ${email}`);
    expect(account?.referrer_id).toBeNull();
  });

  it('login: 401 unknown email, wrong password or garbage token alike, 403 with a session attached', async () => {
    const user = await signUpUser(t.app, 'bongani@example.co.za', 'Bongani', 'right one');
    const unknown = await postApi(t.app, '/auth/login', { loginToken: loginToken('nobody@example.co.za', 'x') });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Auth failed' });
    const wrong = await postApi(t.app, '/auth/login', { loginToken: loginToken(user.email, 'wrong one') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Auth failed' });
    const garbage = await postApi(t.app, '/auth/login', { loginToken: '%%%not base64' });
    expect(garbage.statusCode).toBe(401);
    const upperCase = await postApi(t.app, '/auth/login', { loginToken: loginToken('BONGANI@example.co.za', 'right one') });
    expect(upperCase.statusCode).toBe(200);
    const signedIn = await postApi(t.app, '/auth/login', {
      loginToken: loginToken(user.email, 'right one'),
      refreshToken: user.refreshToken,
    });
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json()).toEqual({ message: 'No Permission' });
  });

  it('login answers 403 for a banned account', async () => {
    const user = await signUpUser(t.app, 'banned@example.co.za', 'Banned', 'pw');
    await t.app.db.execute(sql`update users set banned_at = now() where email = ${user.email}`);
    const response = await postApi(t.app, '/auth/login', { loginToken: loginToken(user.email, 'pw') });
    expect(response.statusCode).toBe(403);
    const refresh = await postApi(t.app, '/auth/refresh', { refreshToken: user.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });
});
