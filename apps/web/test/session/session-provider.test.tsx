import { REFRESH_THRESHOLD_SECONDS, SESSION_CHECK_INTERVAL_MS, STORAGE_KEYS } from '@blitz/contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../../src/lib/session';
import { installFakeApi, makeJwt } from '../auth/fake-api';

function Probe() {
  const { user, logout } = useSession();
  return (
    <>
      <output data-testid="user">{user ? user.nickname : 'anonymous'}</output>
      <button type="button" onClick={logout}>
        out
      </button>
    </>
  );
}

/** The session provider around the probe, as the app mounts it. */
function renderSession(onLoggedOut: () => void) {
  return render(
    <SessionProvider onLoggedOut={onLoggedOut}>
      <Probe />
    </SessionProvider>,
  );
}

const clickLogout = () => act(() => screen.getByRole('button', { name: 'out' }).click());

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SessionProvider', () => {
  it('signs in from a valid stored token without refreshing it', async () => {
    const api = installFakeApi({});
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(20_000));
    renderSession(vi.fn());
    expect(screen.getByTestId('user').textContent).toBe('Thandi');
    await act(async () => Promise.resolve());
    expect(api.calls).toEqual([]);
  });

  it('drops an expired stored token at start', async () => {
    installFakeApi({});
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(-5));
    renderSession(vi.fn());
    expect(screen.getByTestId('user').textContent).toBe('anonymous');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull());
  });

  it('replaces a token with under 9000 s left through /auth/refresh', async () => {
    const old = makeJwt(3000);
    const fresh = makeJwt(86_000, { nickname: 'Thandi2' });
    const api = installFakeApi({ '/auth/refresh': { status: 200, body: { refreshToken: fresh } } });
    localStorage.setItem(STORAGE_KEYS.refreshToken, old);
    renderSession(vi.fn());
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('Thandi2'));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(fresh);
    expect(api.bodiesOf('/auth/refresh')[0]?.refreshToken).toBe(old);
  });

  it('logs out when the refresh fails', async () => {
    installFakeApi({ '/auth/refresh': { status: 401 } });
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(3000));
    localStorage.setItem(STORAGE_KEYS.lastCheckIn, '2026-01-01');
    const loggedOut = vi.fn();
    renderSession(loggedOut);
    await waitFor(() => expect(loggedOut).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('user').textContent).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastCheckIn)).toBeNull();
  });

  it('checks every hour: refreshes once under 9000 s remain, logging out when that fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = installFakeApi({});
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(REFRESH_THRESHOLD_SECONDS + 1800));
    const loggedOut = vi.fn();
    renderSession(loggedOut);
    expect(screen.getByTestId('user').textContent).toBe('Thandi');
    await act(async () => Promise.resolve());
    expect(api.calls).toEqual([]);
    // An hour later under 9000 s remain: a refresh is attempted; it 404s here, so logout.
    await act(async () => {
      vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
      await Promise.resolve();
    });
    vi.useRealTimers();
    await waitFor(() => expect(loggedOut).toHaveBeenCalledTimes(1));
    expect(api.calls.map((call) => call.path)).toEqual(['/auth/refresh']);
  });

  it('logout ends the session on the server too, without waiting for it', async () => {
    const token = makeJwt(20_000);
    const api = installFakeApi({ '/auth/logout': { status: 202 } });
    localStorage.setItem(STORAGE_KEYS.refreshToken, token);
    const loggedOut = vi.fn();
    renderSession(loggedOut);
    clickLogout();
    // Signed out here at once, before the server has answered.
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    await waitFor(() => expect(api.bodiesOf('/auth/logout')).toHaveLength(1));
    expect(api.bodiesOf('/auth/logout')[0]?.refreshToken).toBe(token);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.keepalive).toBe(true);
  });

  it('logout still happens here when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(20_000));
    const loggedOut = vi.fn();
    renderSession(loggedOut);
    clickLogout();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('user').textContent).toBe('anonymous');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it('logout clears the session and reports it', async () => {
    installFakeApi({});
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(20_000));
    localStorage.setItem(STORAGE_KEYS.profileImage, '/media/me.webp');
    const loggedOut = vi.fn();
    renderSession(loggedOut);
    clickLogout();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.profileImage)).toBeNull();
    expect(screen.getByTestId('user').textContent).toBe('anonymous');
  });
});
