// The bid button's states (issue 5): visitor, no Blitz, leading, in flight, refused, not open, and
// what the contract's bid-type rule refuses before a bid is sent.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BidArea, bidButtonState } from '../../src/features/item/components/bid-area';
import { renderWithProviders } from '../components/render';

afterEach(cleanup);

const base = { status: 'Open' as const, signedIn: true, onLoginRequired: vi.fn(), onBid: vi.fn(), refusal: null };

describe('bidButtonState', () => {
  it('puts a closed auction before everything, then visitors, then the bid in flight', () => {
    expect(bidButtonState({ ...base, status: 'Ended', signedIn: false })).toEqual({ kind: 'closed', reasonKey: 'item.bidReason.ended' });
    expect(bidButtonState({ ...base, signedIn: false, refusal: 'no-blitz' })).toEqual({ kind: 'login' });
    expect(bidButtonState({ ...base, pending: true, leading: true })).toEqual({ kind: 'pending' });
    expect(bidButtonState({ ...base, leading: true, refusal: 'no-blitz' })).toEqual({ kind: 'leading' });
    expect(bidButtonState({ ...base, refusal: 'no-blitz' })).toEqual({ kind: 'buy' });
    expect(bidButtonState(base)).toEqual({ kind: 'ready' });
  });

  it("is refused with the rule's reason on Beginner and Locked auctions", () => {
    expect(bidButtonState({ ...base, refusal: 'beginner-only' })).toEqual({ kind: 'refused', reasonKey: 'bid.refusal.beginnerOnly' });
    expect(bidButtonState({ ...base, refusal: 'locked' })).toEqual({ kind: 'refused', reasonKey: 'bid.refusal.locked' });
  });
});

describe('BidArea', () => {
  it('opens the login for visitors', async () => {
    const onLoginRequired = vi.fn();
    renderWithProviders(<BidArea {...base} signedIn={false} onLoginRequired={onLoginRequired} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to bid' }));
    expect(onLoginRequired).toHaveBeenCalledOnce();
  });

  it('leads to /buy-packs without Blitz', () => {
    renderWithProviders(<BidArea {...base} refusal="no-blitz" />);
    expect(screen.getByRole('link', { name: 'Buy Blitz to bid' }).getAttribute('href')).toBe('/buy-packs');
    expect(screen.getByText('You have no Blitz left. Each bid costs one Blitz.')).toBeTruthy();
  });

  it('is disabled and says why when the bid-type rule refuses the user', () => {
    renderWithProviders(<BidArea {...base} refusal="beginner-only" />);
    const button = screen.getByRole('button', { name: 'Place bid' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('This auction is only for bidders who have never won.');
  });

  it('points at the win limits warning instead of repeating its reason', () => {
    renderWithProviders(
      <>
        <p id="win-notice">This auction is only for bidders who have never won.</p>
        <BidArea {...base} refusal="beginner-only" refusalShownBy="win-notice" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Place bid' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('win-notice');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getAllByText('This auction is only for bidders who have never won.')).toHaveLength(1);
  });

  it('is disabled and says so while the user leads', () => {
    renderWithProviders(<BidArea {...base} leading />);
    const button = screen.getByRole('button', { name: 'You are the highest bidder' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('You can bid again as soon as someone else bids.');
  });

  it('shows the bid in flight at once and blocks a second one', () => {
    renderWithProviders(<BidArea {...base} pending />);
    const button = screen.getByRole('button', { name: /Bidding…/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Sending your bid…');
  });

  it('says why the server refused the last bid', async () => {
    const onBid = vi.fn();
    renderWithProviders(<BidArea {...base} onBid={onBid} errorKey="bid.refusal.beginnerOnly" />);
    expect(screen.getByRole('alert').textContent).toBe('This auction is only for bidders who have never won.');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(onBid).toHaveBeenCalledOnce();
  });
});
