import { describe, expect, it } from 'vitest';
import { issueRefreshToken, verifySession } from '../../../src/modules/auth/tokens';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { signUpUser } from './account-helpers';

describe('sessions of API calls', () => {
  const t = useTestApp({ seed: false });

  it("'optional' calls serve visitors even with a stale or bogus token", async () => {
    const user = await signUpUser(t.app, 'browser@example.co.za', 'Browser');
    for (const refreshToken of [undefined, 'bogus', 'a.b.c', user.refreshToken]) {
      const response = await postApi(t.app, '/departments/get', refreshToken ? { refreshToken } : {});
      expect(response.statusCode).toBe(200);
    }
  });

  it('verifySession returns the current user for a valid token and null otherwise', async () => {
    const user = await signUpUser(t.app, 'gateway@example.co.za', 'GatewayUser');
    const tokens = { db: t.app.db, jwtSecret: t.app.config.jwtSecret };
    const session = await verifySession(tokens, user.refreshToken);
    expect(session).toMatchObject({ email: 'gateway@example.co.za', nickname: 'GatewayUser', tokenVersion: 0 });
    expect(session?.userId).toEqual(expect.any(Number));
    expect(await verifySession(tokens, undefined)).toBeNull();
    expect(await verifySession(tokens, 'nonsense')).toBeNull();

    // Signed with another secret, or expired: not a session.
    if (!session) throw new Error('no session');
    expect(
      await verifySession(tokens, await issueRefreshToken('another-secret-that-is-long-enough-000000', session, new Date())),
    ).toBeNull();
    const yesterday = new Date(Date.now() - 25 * 3600 * 1000);
    const expired = await issueRefreshToken(t.config.jwtSecret, session, yesterday);
    expect(await verifySession(tokens, expired)).toBeNull();
    expect((await postApi(t.app, '/auth/refresh', { refreshToken: expired })).statusCode).toBe(401);
  });
});
