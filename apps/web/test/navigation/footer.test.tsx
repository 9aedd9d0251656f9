// The footer's links, the terms modal it opens, and the Allow Notifications button logic.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../app/test-utils';

function stubNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderFooter() {
  const view = renderRoutes('/about');
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  // The footer is fetched once the page has loaded and the browser is idle.
  return { ...view, footer: await screen.findByRole('contentinfo') };
}

describe('the deferred footer', () => {
  it('arrives after the page, its place held until the browser is idle', async () => {
    stubNotification('denied');
    // The browser stays busy until the test says otherwise.
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) =>
      idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 })),
    );
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderRoutes('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    // Time enough for a footer that did not wait to fetch its chunk and show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const main = document.getElementById('main-content');
    expect(main?.nextElementSibling?.getAttribute('aria-hidden')).toBe('true');
    act(() => idle.splice(0).forEach((run) => run()));
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});

describe('footer links', () => {
  it('has every link of the spec', async () => {
    stubNotification('denied');
    const { footer } = await renderFooter();
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('Home')).toBe('/');
    expect(href('Winners')).toBe('/winners');
    expect(href('About')).toBe('/about');
    expect(href('My Account')).toBe('/dashboard');
    expect(href('How To')).toBe('/guide');
    expect(href('FAQ')).toBe('/guide');
    expect(href('Buy Bids')).toBe('/buy-packs');
    expect(href('Contact Support')).toBe('/contact-us');
    expect(href('Blitz Auctions on Facebook')).toMatch(/^https:\/\//);
    expect(href('Blitz Auctions on Instagram')).toMatch(/^https:\/\//);
    expect(within(footer).getByText('Free shipping on all orders')).toBeTruthy();
  });

  it('FAQ goes to the guide with the scroll-to-FAQ state', async () => {
    stubNotification('denied');
    const { footer, router } = await renderFooter();
    await userEvent.click(within(footer).getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/guide');
    expect(router.state.location.state).toEqual({ scrollTo: 'faq' });
  });

  it('Terms and Conditions opens the terms modal over the current page', async () => {
    stubNotification('denied');
    const { footer, router } = await renderFooter();
    await userEvent.click(within(footer).getByRole('link', { name: 'Terms and Conditions' }));
    expect(await screen.findByRole('dialog', { name: /terms and conditions/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });
});

describe('Allow Notifications', () => {
  it('shows while the permission is undecided; clicking asks and hides it', async () => {
    const requestPermission = stubNotification('default', 'denied');
    const { footer } = await renderFooter();
    await userEvent.click(within(footer).getByRole('button', { name: 'Allow Notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(footer).queryByRole('button', { name: 'Allow Notifications' })).toBeNull());
  });

  it.each(['granted', 'denied'] as const)('is hidden once the permission is %s', async (permission) => {
    stubNotification(permission);
    const { footer } = await renderFooter();
    expect(within(footer).queryByRole('button', { name: 'Allow Notifications' })).toBeNull();
  });

  it('is hidden when the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    const { footer } = await renderFooter();
    expect(within(footer).queryByRole('button', { name: 'Allow Notifications' })).toBeNull();
  });
});
