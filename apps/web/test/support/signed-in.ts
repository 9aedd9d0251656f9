// Tests of the shop as a signed-in shopper (the calls its pages make: fake-routes.ts).
import { STORAGE_KEYS } from '@blitz/contract';
import { beforeEach } from 'vitest';
import { makeJwt } from '../auth/fake-api';

/** Each test starts signed in: only a refresh token with a day left in localStorage. */
export function signInBeforeEach(): void {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(86_000));
  });
}
