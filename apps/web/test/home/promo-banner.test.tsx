// The home banner's call to action: a visitor is invited to sign up, a signed-in shopper is
// offered their account instead of a sign-up they no longer need.
import { STORAGE_KEYS } from '@blitz/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PromoBanner } from '../../src/app/pages/home/promo-banner';
import { SessionProvider } from '../../src/lib/session';
import { installFakeApi, makeJwt } from '../auth/fake-api';
import { renderWithProviders } from '../components/render';
import { resetBetweenTests } from '../support/reset-between-tests';

resetBetweenTests({ clearStorage: true });

describe('PromoBanner', () => {
  it('invites a visitor to sign up', () => {
    renderWithProviders(
      <SessionProvider onLoggedOut={vi.fn()}>
        <PromoBanner />
      </SessionProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it('offers a signed-in shopper their account, not a sign-up', () => {
    installFakeApi({});
    localStorage.setItem(STORAGE_KEYS.refreshToken, makeJwt(20_000));
    renderWithProviders(
      <SessionProvider onLoggedOut={vi.fn()}>
        <PromoBanner />
      </SessionProvider>,
    );
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText('Sign up free')).toBeNull();
  });
});
