import { REFRESH_THRESHOLD_SECONDS, STORAGE_KEYS } from '@blitz/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkSession, clearSessionStorage, userFromToken } from '../../src/lib/session-core';
import { makeJwt } from '../auth/fake-api';

beforeEach(() => localStorage.clear());

describe('userFromToken', () => {
  it('reads the user of a valid token, with balance 0 when the token has none', () => {
    const user = userFromToken(makeJwt(3600, { mobileNumber: '0821234567' }), Date.now());
    expect(user).toMatchObject({ uuid: 'user-1', nickname: 'Thandi', mobileNumber: '0821234567', blitzBalance: 0 });
  });

  it('rejects expired, undecodable and incomplete tokens', () => {
    expect(userFromToken(makeJwt(-10), Date.now())).toBeNull();
    expect(userFromToken('not-a-jwt', Date.now())).toBeNull();
    expect(userFromToken(makeJwt(3600, { bidToken: 5 }), Date.now())).toBeNull();
    expect(userFromToken(null, Date.now())).toBeNull();
  });
});

describe('checkSession', () => {
  it('keeps a token with plenty of time, refreshes under 9000 s, logs out when expired', () => {
    const now = Date.now();
    expect(checkSession(makeJwt(REFRESH_THRESHOLD_SECONDS + 60), now)).toBe('keep');
    expect(checkSession(makeJwt(REFRESH_THRESHOLD_SECONDS - 60), now)).toBe('refresh');
    expect(checkSession(makeJwt(-1), now)).toBe('logout');
    expect(checkSession('garbage', now)).toBe('logout');
  });
});

describe('clearSessionStorage', () => {
  it('removes the refresh token, last check-in, profile image and chat user data only', () => {
    for (const key of ['refreshToken', 'lastCheckIn', 'profileImage', 'userData', 'theme'] as const) {
      localStorage.setItem(STORAGE_KEYS[key], 'x');
    }
    clearSessionStorage();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastCheckIn)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profileImage)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('x');
  });
});
