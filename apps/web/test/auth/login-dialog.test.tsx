import { STORAGE_KEYS, encodeLoginToken, sha256Hex } from '@blitz/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../src/features/auth/page-reload';
import { renderRoutes } from '../app/test-utils';
import { EMPTY_HOME_ROUTES } from '../support/fake-routes';
import { installFakeApi, makeJwt, type FakeRoutes } from './fake-api';

// Each test mounts the whole shop and types into it: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../src/features/auth/page-reload', () => ({ reloadPage: vi.fn(), goToPage: vi.fn() }));

const baseRoutes: FakeRoutes = { ...EMPTY_HOME_ROUTES, '/reward/checkIn': { status: 404 } };

async function openLogin() {
  const user = userEvent.setup();
  renderRoutes('/');
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { user, dialog };
}

beforeEach(() => vi.mocked(reloadPage).mockClear());

describe('login dialog', () => {
  it('enables Login only with both fields and shows Magic Link only while the password is empty', async () => {
    installFakeApi(baseRoutes);
    const { user, dialog } = await openLogin();
    const login = within(dialog).getByRole('button', { name: 'Login' });
    expect((login as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Magic Link' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Email/), 'thandi@example.co.za');
    expect((login as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret');
    expect((login as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).queryByRole('button', { name: 'Magic Link' })).toBeNull();
    const toggle = within(dialog).getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(
      within(dialog)
        .getByLabelText(/^Password/)
        .getAttribute('type'),
    ).toBe('text');
  });

  it('focuses the email field, and Escape gives the focus back to the Login button', async () => {
    installFakeApi(baseRoutes);
    const { user, dialog } = await openLogin();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Email/)));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' })));
  });

  it('shows "Email is invalid" for a malformed email and sends nothing', async () => {
    const api = installFakeApi(baseRoutes);
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText(/^Email/), 'thandi@example');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Email is invalid')).toBeTruthy();
    expect(api.bodiesOf('/auth/login')).toEqual([]);
  });

  it.each([
    [401, 'Email or password is incorrect'],
    [204, 'Email or password is incorrect'],
    [500, 'An error occurred'],
  ])('status %i shows "%s"', async (status, text) => {
    installFakeApi({ ...baseRoutes, '/auth/login': { status } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText(/^Email/), 'thandi@example.co.za');
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('signs in: sends the login token, stores the token and next major auction, checks in, reloads', async () => {
    const token = makeJwt(86_000);
    const api = installFakeApi({
      ...baseRoutes,
      '/auth/login': { status: 200, body: { refreshToken: token } },
    });
    localStorage.setItem(STORAGE_KEYS.profileImage, '/media/old.webp');
    // The home page's popup reads the major auctions once the browser is idle, which here is never:
    // every read of them is the sign-in's.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText(/^Email/), ' thandi@example.co.za ');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const expected = encodeLoginToken('thandi@example.co.za', await sha256Hex('secret'));
    expect(api.bodiesOf('/auth/login')[0]?.loginToken).toBe(expected);
    expect(api.bodiesOf('/auth/login')[0]?.refreshToken).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.profileImage)).toBeNull();
    const paths = api.calls.map((call) => call.path);
    // The sign-in fetches them after logging in.
    expect(paths.indexOf('/auction/getMajor')).toBeGreaterThan(paths.indexOf('/auth/login'));
    expect(api.bodiesOf('/reward/checkIn')).toHaveLength(1);
    expect(api.bodiesOf('/reward/checkIn')[0]?.refreshToken).toBe(token);
  });

  const profileView = (language: string | null) => ({
    status: 200,
    body: {
      firstName: 'Thandi',
      lastName: 'Zulu',
      nickname: 'Thandi',
      email: 'thandi@example.co.za',
      profileImage: null,
      language,
      location: null,
    },
  });

  async function logInWith(routes: FakeRoutes) {
    installFakeApi({ ...baseRoutes, '/auth/login': { status: 200, body: { refreshToken: makeJwt(86_000) } }, ...routes });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText(/^Email/), 'thandi@example.co.za');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  }

  it("a device that only detected its language takes the account's saved language at sign-in", async () => {
    // The browser says English and the device stored that detection; the account says Zulu.
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    await logInWith({ '/profile/view': profileView('zu') });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zu');
  });

  it('a language chosen on this device is kept, and an account without one changes nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'af');
    await logInWith({ '/profile/view': profileView('zu') });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('af');
    cleanup();
    vi.mocked(reloadPage).mockClear();
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    await logInWith({ '/profile/view': profileView(null) });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('switches to the sign-up modal', async () => {
    installFakeApi(baseRoutes);
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  });
});
