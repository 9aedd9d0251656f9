import { aiUserDataSchema, decodeJwtPayload, profileIconSchema, profileViewSchema } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { signUpUser, type TestUser } from '../auth/account-helpers';

describe.each(databaseKinds)('profile calls on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(t.app, 'ayanda@example.co.za', 'AyandaB');
    await signUpUser(t.app, 'rival@example.co.za', 'RivalBidder');
  });

  const update = (refreshToken: string, changes: Record<string, unknown> = {}) =>
    postApi(t.app, '/profile/update', {
      refreshToken,
      firstName: 'Ayanda',
      lastName: 'Buthelezi',
      email: 'ayanda@example.co.za',
      nickName: 'AyandaB',
      ...changes,
    });

  it('/profile/view returns the signed-in user profile', async () => {
    const response = await postApi(t.app, '/profile/view', { refreshToken: user.refreshToken });
    expect(response.statusCode).toBe(200);
    expect(profileViewSchema.parse(response.json())).toEqual({
      firstName: 'Thandi',
      lastName: 'Mokoena',
      nickname: 'AyandaB',
      email: 'ayanda@example.co.za',
      profileImage: null,
      language: null,
      location: null,
    });
  });

  it('every profile call needs a session: 401 without or with a bad token', async () => {
    for (const path of ['/profile/view', '/profile/icon', '/profile/image', '/profile/chat/details'] as const) {
      const none = await postApi(t.app, path, {});
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'Auth failed' });
      expect((await postApi(t.app, path, { refreshToken: 'x.y.z' })).statusCode).toBe(401);
    }
    expect((await update('')).statusCode).toBe(401);
  });

  it('/profile/update saves the fields and answers with a new token carrying them', async () => {
    const response = await update(user.refreshToken, {
      nickName: 'AyandaTheGreat',
      mobileNumber: '082 555 1234',
      location: 'Durban',
      language: 'zu',
      email: 'ignored-change@example.co.za',
    });
    expect(response.statusCode).toBe(200);
    const token = (response.json() as { refreshToken: string }).refreshToken;
    expect(decodeJwtPayload(token)).toMatchObject({
      nickname: 'AyandaTheGreat',
      mobileNumber: '0825551234',
      email: 'ayanda@example.co.za',
    });
    const view = await postApi(t.app, '/profile/view', { refreshToken: token });
    expect(view.json()).toMatchObject({ nickname: 'AyandaTheGreat', location: 'Durban', language: 'zu', email: 'ayanda@example.co.za' });
    // The old token stays valid: a profile change is not a password change.
    expect((await postApi(t.app, '/profile/view', { refreshToken: user.refreshToken })).statusCode).toBe(200);
    user = { ...user, refreshToken: token };
  });

  it('/profile/update: 209 when the nickname is taken (any case), 400 for a bad phone or image', async () => {
    const taken = await update(user.refreshToken, { nickName: 'rivalbidder' });
    expect(taken.statusCode).toBe(209);
    expect(taken.json()).toEqual({ message: 'Username already exists' });
    expect((await update(user.refreshToken, { mobileNumber: '12ab' })).statusCode).toBe(400);
    expect((await update(user.refreshToken, { profileImage: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await update(user.refreshToken, { language: 'xx' })).statusCode).toBe(400);
  });

  it('/profile/image says "profileImage is empty" until there is one; /profile/icon returns it with an expiry', async () => {
    const signedIn = { refreshToken: user.refreshToken };
    const empty = await postApi(t.app, '/profile/image', signedIn);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ message: 'profileImage is empty' });

    await t.app.db.execute(sql`update users set profile_image = '/media/uploads/profile/ayanda.webp' where email = 'ayanda@example.co.za'`);
    expect((await postApi(t.app, '/profile/image', signedIn)).json()).toEqual({ profileImage: '/media/uploads/profile/ayanda.webp' });
    const icon = profileIconSchema.parse((await postApi(t.app, '/profile/icon', signedIn)).json());
    expect(icon.profileImage).toBe('/media/uploads/profile/ayanda.webp');
    expect(icon.expires).toBeGreaterThan(Date.now());

    expect((await update(user.refreshToken, { nickName: 'AyandaTheGreat', profileImage: null })).statusCode).toBe(200);
    expect((await postApi(t.app, '/profile/image', signedIn)).json()).toEqual({ message: 'profileImage is empty' });
  });

  it('/profile/chat/details returns the assistant user data', async () => {
    const response = await postApi(t.app, '/profile/chat/details', { refreshToken: user.refreshToken });
    expect(response.statusCode).toBe(200);
    const data = aiUserDataSchema.parse(response.json());
    expect(data).toMatchObject({
      uuid: decodeJwtPayload(user.refreshToken)?.uuid,
      nickname: 'AyandaTheGreat',
      bidsPlaced: 0,
      referrals: 0,
      bidsBought: false,
    });
    expect(Math.abs(data.timestamp - Date.now())).toBeLessThan(60_000);
  });
});
