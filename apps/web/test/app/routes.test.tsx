// The routes of SPEC.md section 2 that behave fully in the walking skeleton.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from './test-utils';

describe('routes', () => {
  it('/termsAndConditions goes to / with the terms modal open, which the close button closes', async () => {
    const { router } = renderRoutes('/termsAndConditions');
    const dialog = await screen.findByRole('dialog', { name: /terms and conditions/i });
    expect(router.state.location.pathname).toBe('/');
    expect(within(dialog).getByText('Last updated: 15 February 2025')).toBeTruthy();
    expect(within(dialog).getByText(/Delivery takes 3 to 14 business days/)).toBeTruthy();
    expect(within(dialog).getByText(/within 3 days of receiving/)).toBeTruthy();
    expect(within(dialog).getByText(/18 years or older and live in South Africa/)).toBeTruthy();
    expect(within(dialog).getByText(/non-refundable/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /terms and conditions/i })).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('the terms modal also closes on a backdrop click', async () => {
    renderRoutes({ pathname: '/winners', state: { openTerms: true } });
    const dialog = await screen.findByRole('dialog', { name: /terms and conditions/i });
    // The area around the popup, over the backdrop.
    const outside = dialog.parentElement;
    expect(outside).not.toBeNull();
    await userEvent.click(outside!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /terms and conditions/i })).toBeNull());
  });

  it('an unknown path shows the 404 page with Go Home', async () => {
    renderRoutes('/no/such/page');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
    const home = screen.getByRole('link', { name: /go home/i });
    expect(home.getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Blitz Auctions'));
  });

  it('an auction id that is not a number is not found', async () => {
    renderRoutes('/item/abc');
    expect(await screen.findByText('404')).toBeTruthy();
  });

  it.each(['/auth', '/setup-account', '/reset-password'])('%s without a token asks to check the link', async (path) => {
    renderRoutes(path);
    expect(await screen.findByText('Please check your link')).toBeTruthy();
  });

  it('/setup-account/{token} shows the setup page instead', async () => {
    renderRoutes('/setup-account/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set Up Your Account' })).toBeTruthy();
    expect(screen.queryByText('Please check your link')).toBeNull();
  });

  it('/auth/{jwt} shows the authenticating state', async () => {
    renderRoutes('/auth/eyJhbGciOi.x.y');
    expect(await screen.findByText('Signing you in…')).toBeTruthy();
  });

  it('/help/time explains the clock problem', async () => {
    renderRoutes('/help/time');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please check your time' })).toBeTruthy();
    expect(screen.getByText(/clock is out of sync/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Please check your time | Blitz Auctions'));
  });

  it('/dashboard shows the section named by ?page= and the side menu', async () => {
    renderRoutes('/dashboard?page=rewards');
    expect(await screen.findByRole('heading', { level: 2, name: 'Rewards' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    expect(within(menu).getByRole('link', { name: 'Rewards' }).getAttribute('aria-current')).toBe('page');
  });

  it('/dashboard with no or an unknown page shows the profile', async () => {
    renderRoutes('/dashboard?page=bogus');
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeTruthy();
  });

  it('/search shows the search text', async () => {
    renderRoutes('/search?s=smart%20tv');
    expect(await screen.findByText('Results for “smart tv”')).toBeTruthy();
  });

  it('/billboard has neither header nor footer', async () => {
    renderRoutes('/billboard');
    expect(await screen.findByRole('link', { name: /exit full screen/i })).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('the home banner opens the sign-up modal for visitors', async () => {
    renderRoutes('/');
    const cta = await screen.findByRole('button', { name: /sign up free/i });
    await waitFor(() => expect(document.title).toBe('Home | Blitz Auctions'));
    await userEvent.click(cta);
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeTruthy();
  });

  it('the guide scrolls to its FAQ when the router state asks', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    renderRoutes({ pathname: '/guide', state: { scrollTo: 'faq' } });
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    await waitFor(() => expect(scrolled).toContain('faq'));
  });
  describe('a page or layout that throws', () => {
    function BrokenPage(): never {
      throw new Error('a page that cannot render');
    }
    const brokenRoutes = [
      { path: '/', element: <Link to="/broken">Open the broken page</Link> },
      { path: '/broken', element: <BrokenPage /> },
    ];

    it('shows the error page; Go Home clears it, and the broken page shows it again', async () => {
      // React reports the caught error on the console; the test is about what the shopper sees.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { router } = renderRoutes('/broken', { routeTable: brokenRoutes });
      expect(await screen.findByText('500')).toBeTruthy();
      expect(screen.getByText('This page could not be shown')).toBeTruthy();

      await userEvent.click(screen.getByRole('link', { name: /go home/i }));
      const again = await screen.findByRole('link', { name: 'Open the broken page' });
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('This page could not be shown')).toBeNull();

      await userEvent.click(again);
      expect(await screen.findByText('This page could not be shown')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/broken');
    });

    it('a layout that throws (the header with it) is replaced by the error page too', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderRoutes('/', { routeTable: [{ element: <BrokenPage />, children: [{ index: true, element: <p>The home page</p> }] }] });
      expect(await screen.findByText('This page could not be shown')).toBeTruthy();
      expect(screen.queryByText('The home page')).toBeNull();
      expect(screen.getByRole('link', { name: /go home/i }).getAttribute('href')).toBe('/');
    });
  });
});
