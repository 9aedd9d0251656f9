// The staff console's sign-in tells nobody which staff emails exist: an unknown email is refused
// like a wrong password and takes about as long (the argon2 verification runs for both); a staff
// token without an expiry is refused.
import { decodeJwtPayload, STAFF_TOKEN_AUDIENCE } from '@blitz/contract';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/use-test-app';
import { issueEmailToken } from '../../../src/modules/auth/tokens';
import { digest, loginToken } from '../auth/account-helpers';
import { createStaff, postStaff } from './staff-helpers';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('staff sign-in probing', () => {
  const t = useTestApp({ seed: false });
  let address = 0;
  const staffLogin = (email: string, password: string) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { loginToken: loginToken(email, password) },
      remoteAddress: `10.66.${address >> 8}.${address & 255}`,
    });
  };

  it('an unknown email is refused like a wrong password, after the same argon2 work', async () => {
    const owner = await createStaff(t.app, 'timing-owner@blitz.example', 'owner', 'owner password');
    const [wrong, unknown] = [await staffLogin(owner.email, 'guess'), await staffLogin('nobody@blitz.example', 'guess')];
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    const times = { wrong: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 7; i += 1) {
      for (const [kind, email] of [['wrong', owner.email] as const, ['unknown', `ghost${i}@blitz.example`] as const]) {
        const start = performance.now();
        await staffLogin(email, 'guess');
        times[kind].push(performance.now() - start);
      }
    }
    expect(median(times.unknown)).toBeGreaterThan(median(times.wrong) * 0.5);
  });

  it('setting a password ends the other setup links mailed before', async () => {
    const member = await createStaff(t.app, 'links-owner@blitz.example', 'operator');
    const [first, second] = [
      await issueEmailToken(t.app.db, 'staff-setup', member.email, null, new Date()),
      await issueEmailToken(t.app.db, 'staff-setup', member.email, null, new Date()),
    ];
    expect(
      (await postStaff(t.app, '/auth/setup', { email: member.email, emailToken: first, password: digest('new one') })).statusCode,
    ).toBe(200);
    expect((await postStaff(t.app, '/auth/setup', { email: member.email, emailToken: second, password: digest('other') })).statusCode).toBe(
      401,
    );
  });

  it('a correctly signed staff token without an expiry is refused', async () => {
    const owner = await createStaff(t.app, 'forever-owner@blitz.example', 'owner');
    const { ver } = decodeJwtPayload(owner.token) as { ver: number };
    const forever = await new SignJWT({ sid: owner.id, role: 'owner', ver, kind: 'staff' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(STAFF_TOKEN_AUDIENCE)
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await postStaff(t.app, '/auth/me', {}, owner.token)).statusCode).toBe(200);
    expect((await postStaff(t.app, '/auth/me', {}, forever)).statusCode).toBe(401);
  });
});
