import { STORAGE_KEYS } from '@blitz/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../app/test-utils';
import { installFakeApi, makeJwt, type FakeRoutes } from '../auth/fake-api';
import { EMPTY_HOME_ROUTES, SIGNED_IN_ROUTES } from '../support/fake-routes';
import { signInBeforeEach } from '../support/signed-in';

// Each test mounts the whole shop and types into it: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const profile = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  nickname: 'Thandi',
  email: 'thandi@example.co.za',
  profileImage: null,
  language: 'en',
  location: 'Durban',
};

const baseRoutes: FakeRoutes = { ...EMPTY_HOME_ROUTES, ...SIGNED_IN_ROUTES, '/profile/view': { status: 200, body: profile } };

const header = () => screen.getByRole('banner');

signInBeforeEach();

describe('signed-in header', () => {
  it('shows balance, favourites, cart and the avatar menu instead of Login and Sign Up', async () => {
    const api = installFakeApi(baseRoutes);
    const user = userEvent.setup();
    renderRoutes('/');
    expect(within(header()).queryByRole('button', { name: 'Login' })).toBeNull();
    expect(
      within(header())
        .getByRole('link', { name: /0 Blitz/ })
        .getAttribute('href'),
    ).toBe('/buy-packs');
    expect(within(header()).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/dashboard?page=favorites');
    expect(within(header()).getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
    await user.click(within(header()).getByRole('button', { name: 'Account menu for Thandi' }));
    const menu = await screen.findByRole('menu');
    const items = [...menu.querySelectorAll('[role^="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual([
      'Home',
      'Buy Blitz',
      'Open Auctions',
      'Bids History',
      'Cart',
      'Order History',
      'Shipping',
      'Rewards',
      'Favourites',
      'Profile',
      'Report a problem',
      'Open items in new tab',
      'Logout',
    ]);
    const checkbox = within(menu).getByRole('menuitemcheckbox', { name: 'Open items in new tab' });
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    await user.click(checkbox);
    expect(localStorage.getItem(STORAGE_KEYS.openInNewTab)).toBe('true');
    await waitFor(() => expect(api.bodiesOf('/profile/image')).toHaveLength(1));
    // A press on the avatar closes the open menu, and does not open it again.
    const avatar = within(header()).getByRole('button', { name: 'Account menu for Thandi' });
    await user.click(avatar);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(avatar.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['tablet', 900],
    ['phone', 390],
    ['narrow phone', 360],
  ])('on a %s (%i px) keeps the favourites heart and the cart with its count', async (_name, width) => {
    installFakeApi(baseRoutes);
    renderRoutes('/', { width });
    expect(within(header()).getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/dashboard?page=favorites');
    const cart = within(header()).getByRole('link', { name: 'Cart, 0 items' });
    expect(cart.getAttribute('href')).toBe('/dashboard?page=payment');
    // The count drawn over the cart, its only text.
    expect(cart.textContent).toBe('0');
  });

  it('does not fetch the profile image for visitors', async () => {
    localStorage.clear();
    const api = installFakeApi(baseRoutes);
    renderRoutes('/');
    expect(await within(header()).findByRole('button', { name: 'Login' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.bodiesOf('/profile/image')).toEqual([]);
  });
});

describe('dashboard profile', () => {
  it('shows the profile and edits it: 209 says the username exists, 200 stores the new token', async () => {
    const fresh = makeJwt(86_000, { nickname: 'Thandi2' });
    let status = 209;
    const api = installFakeApi({
      ...baseRoutes,
      '/profile/update': () => (status === 200 ? { status, body: { refreshToken: fresh } } : { status, body: {} }),
    });
    const user = userEvent.setup();
    renderRoutes('/dashboard?page=profile');
    // The dashboard is a lazy page: its first load takes a while on a busy machine.
    expect(await screen.findByText('Mokoena', {}, { timeout: 15_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const nickname = await screen.findByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, 'Thandi2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username already exists')).toBeTruthy();
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Profile saved' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(fresh);
    expect(api.bodiesOf('/profile/update')[1]).toMatchObject({ nickName: 'Thandi2', firstName: 'Thandi', email: 'thandi@example.co.za' });
  });

  it('removes the picture and saves the chosen language, switching the shop to it', async () => {
    const api = installFakeApi({
      ...baseRoutes,
      '/profile/view': { status: 200, body: { ...profile, profileImage: '/media/uploads/profiles/7-abc.webp' } },
      '/profile/update': { status: 200, body: { refreshToken: makeJwt(86_000) } },
    });
    const user = userEvent.setup();
    const { i18n } = renderRoutes('/dashboard?page=profile');
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage').mockResolvedValue(undefined);
    expect(await screen.findByRole('img', { name: 'Your profile picture' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('form', { name: 'Edit your profile' });
    expect(within(form).getByRole('img', { name: 'Your profile picture' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Remove picture' }));
    expect(within(form).queryByRole('img', { name: 'Your profile picture' })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'isiZulu');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith('zu'));
    expect(api.bodiesOf('/profile/update')[0]).toMatchObject({ profileImage: null, language: 'zu', nickName: 'Thandi' });
  });

  it('keeps the picture when it is not touched: profileImage is left out of the update', async () => {
    const api = installFakeApi({ ...baseRoutes, '/profile/update': { status: 200, body: { refreshToken: makeJwt(86_000) } } });
    const user = userEvent.setup();
    renderRoutes('/dashboard?page=profile');
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Profile saved' })).toBeTruthy();
    const body = api.bodiesOf('/profile/update')[0];
    expect(body).toMatchObject({ language: 'en' });
    expect(body && 'profileImage' in body).toBe(false);
  });
});
