// What the realtime channel puts on top of the pages: the socket alerts of SPEC.md section 4,
// the new-bid popup and the winning moment leading to the cart.
import { STORAGE_KEYS } from '@blitz/contract';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeOverlays } from '../../src/app/overlays/realtime-overlays';
import { makeProduct } from '../lib/product-fixtures';
import { json, stubApi } from '../search/fetch-mock';
import { renderLiveOverlay } from './render-live';
import { advanceTimersInAct } from '../support/fake-clock';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderOverlays(onLoggedOut = vi.fn()) {
  const { lastPlacedBid: _drop, ...shared } = makeProduct({ id: 42, title: 'Smart TV' });
  stubApi({ '/auction/get': () => json(200, { ...shared, description: '', reviews: [], additionalImages: [], productId: 1 }) });
  const view = renderLiveOverlay(<RealtimeOverlays />, { onLoggedOut });
  return { ...view, onLoggedOut };
}

describe('realtime overlays', () => {
  it('opens Network Timeout with a Reload button after an acknowledgement time-out', async () => {
    const { client } = renderOverlays();
    act(() => client.store.raise('ack-timeout'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Network Timeout' });
    expect(dialog.textContent).toContain('Reload the page');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('asks to log in again after a refused auth, logged out at once, and Logout goes home', async () => {
    const { client, onLoggedOut } = renderOverlays();
    act(() => client.store.raise('auth-failed'));
    expect((await screen.findByRole('alertdialog', { name: 'Failed to authenticate' })).textContent).toContain('Please login again');
    // Logged out with the dialog already: a reload would not sign the refused session in again.
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLoggedOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('logs out and goes to /help/time when the clock is out of sync', async () => {
    const { client, onLoggedOut } = renderOverlays();
    act(() => client.store.raise('time-not-synced'));
    expect(await screen.findByRole('alertdialog', { name: 'Time not synced' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/help/time');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    // The session ends without the logout's trip to '/'.
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('celebrates a won auction and leads to the cart', async () => {
    const { client } = renderOverlays();
    act(() => client.store.apply({ event: 'won-auction', status: 'success', data: { auctionID: 42 } }));
    const dialog = await screen.findByRole('dialog', { name: 'You won!' });
    expect(await screen.findByText(/Congratulations! Smart TV is yours\./)).toBeTruthy();
    expect(dialog.textContent).toContain('within 7 days');
    await userEvent.click(screen.getByRole('button', { name: 'Go to cart' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?page=payment');
    expect(client.store.getState().wonAuctions).toEqual([]);
  });

  it('shows each new bid bottom-left for six seconds', async () => {
    const { client } = renderOverlays();
    const latest = { bidAmount: '1234.50', bidderLocation: 'Soweto', nickname: 'KasiKing', productImage: { full: '/media/tv.webp' } };
    act(() => client.store.apply({ event: 'latest-bid', status: 'success', data: latest }));
    // The popup is a chunk of its own, fetched with the first bid.
    const popup = await screen.findByTestId('new-bid-popup');
    expect(popup.textContent).toContain('R1 234.50');
    expect(popup.textContent).toContain('KasiKing from Soweto');
    vi.useFakeTimers();
    act(() =>
      client.store.apply({ event: 'latest-bid', status: 'success', data: { ...latest, bidAmount: '1234.55', bidderLocation: null } }),
    );
    expect(screen.getByTestId('new-bid-popup').textContent).toContain('KasiKing');
    advanceTimersInAct(5000);
    act(() =>
      client.store.apply({ event: 'latest-bid', status: 'success', data: { ...latest, bidAmount: '1234.60', bidderLocation: null } }),
    );
    advanceTimersInAct(5000);
    expect(screen.getByTestId('new-bid-popup').textContent).toContain('R1 234.60');
    advanceTimersInAct(1500);
    advanceTimersInAct(1000);
    expect(screen.queryByTestId('new-bid-popup')).toBeNull();
  });
});
