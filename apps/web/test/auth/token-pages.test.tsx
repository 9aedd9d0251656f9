import { STORAGE_KEYS, sha256Hex } from '@blitz/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToPage } from '../../src/features/auth/page-reload';
import { renderRoutes } from '../app/test-utils';
import '../ui/pointer-event';
import { installFakeApi, makeJwt, type FakeRoutes } from './fake-api';

// Each test mounts the whole shop and types into it: slower than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../src/features/auth/page-reload', () => ({ reloadPage: vi.fn(), goToPage: vi.fn() }));

const baseRoutes: FakeRoutes = {
  '/departments/get': { status: 204 },
  '/auction/getMajor': { status: 204 },
  '/reward/checkIn': { status: 202 },
  '/profile/image': { status: 200, body: { message: 'profileImage is empty' } },
  '/profile/view': { status: 404 },
};

beforeEach(() => vi.mocked(goToPage).mockClear());

describe('/setup-account/{token}', () => {
  it('needs the 18-or-older box, then signs up with the hashed password and opens the dashboard', async () => {
    const token = makeJwt(86_000);
    const api = installFakeApi({ ...baseRoutes, '/auth/signup': { status: 200, body: { refreshToken: token } } });
    localStorage.setItem(STORAGE_KEYS.signupEmail, 'new@example.co.za');
    const user = userEvent.setup();
    const { router } = renderRoutes('/setup-account/setup-token-1');
    await user.type(await screen.findByLabelText(/^First name/), 'Thandi');
    await user.type(screen.getByLabelText(/^Last name/), 'Mokoena');
    await user.type(screen.getByLabelText(/^Nickname/), 'Thandi');
    await user.type(screen.getByLabelText(/^Password/), 'long-secret');
    await user.type(screen.getByLabelText(/^Confirm password/), 'long-secret');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please confirm that you are 18 or older and live in South Africa')).toBeTruthy();
    expect(api.bodiesOf('/auth/signup')).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.bodiesOf('/auth/signup')[0]).toMatchObject({
      email: 'new@example.co.za',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      nickname: 'Thandi',
      password: await sha256Hex('long-secret'),
      emailToken: 'setup-token-1',
    });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(token);
  });
  it('an empty submit focuses the first invalid field and ties every error to its field', async () => {
    const api = installFakeApi(baseRoutes);
    localStorage.setItem(STORAGE_KEYS.signupEmail, 'new@example.co.za');
    const user = userEvent.setup();
    renderRoutes('/setup-account/setup-token-2');
    const firstName = await screen.findByLabelText(/^First name/);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const nickname = screen.getByLabelText(/^Nickname/);
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nickname.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required');
    const adult = screen.getByRole('checkbox', { name: /18 or older/ });
    expect(adult.getAttribute('aria-invalid')).toBe('true');
    expect(adult.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(adult.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please confirm that you are 18 or older and live in South Africa',
    );
    expect(api.bodiesOf('/auth/signup')).toEqual([]);

    await user.type(firstName, 'Thandi');
    await user.type(screen.getByLabelText(/^Last name/), 'Mokoena');
    await user.type(nickname, 'T');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(nickname));
    expect(document.getElementById(nickname.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Nickname must have at least 2 characters',
    );
  });
});

describe('/auth/{jwt}', () => {
  it('trades the magic JWT once and goes to the dashboard', async () => {
    const token = makeJwt(86_000);
    const api = installFakeApi({ ...baseRoutes, '/auth/magic': { status: 200, body: { refreshToken: token } } });
    renderRoutes('/auth/magic-jwt');
    await waitFor(() => expect(goToPage).toHaveBeenCalledWith('/dashboard'));
    expect(api.bodiesOf('/auth/magic')).toHaveLength(1);
    expect(api.bodiesOf('/auth/magic')[0]?.token).toBe('magic-jwt');
  });

  it('shows an error with a way home when the link is used up', async () => {
    installFakeApi({ ...baseRoutes, '/auth/magic': { status: 401 } });
    renderRoutes('/auth/used-jwt');
    expect(await screen.findByText('This magic link did not work')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
