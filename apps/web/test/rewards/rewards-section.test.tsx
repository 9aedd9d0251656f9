// The dashboard's rewards section (issue: free and bought Blitz, the check-in calendar, the earned
// list, the profile checklist and the referral link) in its states: loading, nothing earned yet,
// a list of rewards newest first, the two failure texts of SPEC.md section 8 'Rewards', and the
// referral link's copy and share (the Web Share API where present, else WhatsApp, SMS and email).
import type { RewardHistory, RewardSummary } from '@blitz/contract';
import { southAfricanDate } from '@blitz/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RewardsSection } from '../../src/features/rewards/components/rewards-section';
import { renderLive } from '../realtime/render-live';
import { json, stubApi, type PathHandler } from '../search/fetch-mock';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const FIELDS = ['First name', 'Last name', 'Nickname', 'Mobile number', 'Location', 'Profile picture'];

const newcomer: RewardSummary = {
  freeBlitz: 0,
  paidBlitz: 0,
  profile: { rewarded: false, missing: ['firstName', 'lastName', 'mobileNumber', 'location', 'profileImage'] },
  referral: { code: 'THANDI7', joined: 0, bought: 0 },
};

function renderSection(handlers: { summary: PathHandler; history: PathHandler }) {
  const calls = stubApi({ '/reward/summary': handlers.summary, '/reward/history': handlers.history });
  renderLive(<RewardsSection />, { route: '/dashboard?page=rewards' });
  return calls;
}

/** The section's panels, found by their accessible names. */
const panel = (name: string) => screen.getByRole('region', { name });

describe('dashboard rewards section', () => {
  it('shows a labelled placeholder while the summary and history load', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    renderSection({ summary: () => json(200, newcomer), history: () => pending });
    expect(await screen.findByLabelText('Loading your rewards')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Blitz' })).toBeNull();
    answer(new Response(null, { status: 204 }));
    await screen.findByRole('region', { name: 'Your Blitz' });
    expect(screen.queryByLabelText('Loading your rewards')).toBeNull();
  });

  it('shows a newcomer zero Blitz, no rewards yet, every checklist field missing and the referral link', async () => {
    const calls = renderSection({ summary: () => json(200, newcomer), history: () => new Response(null, { status: 204 }) });
    const balance = await screen.findByRole('region', { name: 'Your Blitz' });
    expect(within(balance).getByTestId('free-blitz').textContent).toBe('0');
    expect(within(balance).getByTestId('paid-blitz').textContent).toBe('0');
    expect(within(panel('Rewards earned')).getByText('No rewards yet: check in today to earn your first free Blitz.')).toBeTruthy();
    expect(within(panel('Rewards earned')).queryByRole('list')).toBeNull();
    const days = within(panel('Check-in calendar')).getAllByRole('listitem');
    expect(days.filter((day) => day.getAttribute('aria-label')?.endsWith('checked in'))).toEqual([]);

    const checklist = panel('Complete your profile');
    expect(within(checklist).getByTestId('profile-reward-state').textContent).toBe('Fill in every field below to earn 5 free Blitz.');
    const rows = within(checklist).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(FIELDS.map((field) => `${field}${field === 'Nickname' ? 'Done' : 'Missing'}`));
    expect(within(checklist).getByRole('link', { name: 'Complete my profile' }).getAttribute('href')).toBe('/dashboard?page=profile');

    const invite = panel('Invite friends');
    expect((within(invite).getByLabelText('Your referral link') as HTMLInputElement).value).toBe(`${window.location.origin}/?ref=THANDI7`);
    expect(within(invite).getByTestId('referral-counts').textContent).toBe('Friends joined: 0 · Friends who bought: 0');
    expect(calls.map((call) => call.path).sort()).toEqual(['/reward/history', '/reward/summary']);
    expect(calls.every((call) => typeof call.body.refreshToken === 'string')).toBe(true);
  });

  it('lists every reward newest first, marks the check-in days and shows a completed, rewarded profile', async () => {
    const today = southAfricanDate(new Date());
    const history: RewardHistory = {
      dates: [today],
      earned: [
        { id: 9, reward: 'referrer', amount: 10 },
        { id: 7, reward: 'profileCompletion', amount: 5 },
        { id: 4, reward: 'dailyCheckIn', amount: 1 },
      ],
    };
    const summary: RewardSummary = { ...newcomer, freeBlitz: 16, paidBlitz: 100, profile: { rewarded: true, missing: [] } };
    renderSection({
      summary: () => json(200, { ...summary, referral: { code: 'THANDI7', joined: 3, bought: 1 } }),
      history: () => json(200, history),
    });
    const earned = await screen.findByRole('list', { name: 'Rewards earned' });
    expect(
      within(earned)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Friend referred+10 Blitz', 'Profile completed+5 Blitz', 'Daily check-in+1 Blitz']);
    expect(screen.getByTestId('free-blitz').textContent).toBe('16');
    expect(screen.getByTestId('paid-blitz').textContent).toBe('100');
    const day = Number(today.slice(8));
    expect(within(panel('Check-in calendar')).getByRole('listitem', { name: `${day}: checked in` })).toBeTruthy();
    const checklist = panel('Complete your profile');
    expect(within(checklist).getByTestId('profile-reward-state').textContent).toBe(
      'Done: you earned 5 free Blitz for completing your profile.',
    );
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .every((row) => row.textContent?.endsWith('Done')),
    ).toBe(true);
    expect(within(checklist).queryByRole('link', { name: 'Complete my profile' })).toBeNull();
    expect(screen.getByTestId('referral-counts').textContent).toBe('Friends joined: 3 · Friends who bought: 1');
  });

  it('says the reward history could not be fetched when the history call fails', async () => {
    renderSection({ summary: () => json(200, newcomer), history: () => json(500, { message: 'Server error' }) });
    expect((await screen.findByRole('alert')).textContent).toBe("Couldn't fetch user reward history. Please try again later.");
    expect(screen.queryByRole('region', { name: 'Your Blitz' })).toBeNull();
  });

  it('asks to check the connection when the summary cannot be reached', async () => {
    renderSection({
      summary: () => Promise.reject(new TypeError('Failed to fetch')),
      history: () => new Response(null, { status: 204 }),
    });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Please check your internet connection and refresh the page.',
    );
  });
});

describe('referral link', () => {
  const link = `${window.location.origin}/?ref=THANDI7`;
  const message = `Join me on Blitz Auctions and win brand-new items for a fraction of the price: ${link}`;
  const noContent = () => new Response(null, { status: 204 });

  it('copies the link, and says so; when copying fails it says to copy by hand', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    renderSection({ summary: () => json(200, newcomer), history: noContent });
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(link);
    await waitFor(() => expect(within(panel('Invite friends')).getByRole('status').textContent).toBe('Link copied'));
    await user.click(copy);
    await waitFor(() =>
      expect(within(panel('Invite friends')).getByRole('status').textContent).toBe('Could not copy: select the link and copy it yourself.'),
    );
  });

  it('offers WhatsApp, SMS and email links with the invitation where the browser cannot share', async () => {
    renderSection({ summary: () => json(200, newcomer), history: noContent });
    const invite = await screen.findByRole('region', { name: 'Invite friends' });
    expect(within(invite).queryByRole('button', { name: 'Share' })).toBeNull();
    const text = encodeURIComponent(message);
    expect(within(invite).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${text}`);
    expect(within(invite).getByRole('link', { name: 'SMS' }).getAttribute('href')).toBe(`sms:?&body=${text}`);
    expect(within(invite).getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent('Join me on Blitz Auctions')}&body=${text}`,
    );
  });

  it('shares through the Web Share API where the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderSection({ summary: () => json(200, newcomer), history: noContent });
      const invite = await screen.findByRole('region', { name: 'Invite friends' });
      expect(within(invite).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
      await userEvent.click(within(invite).getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Join me on Blitz Auctions', text: message, url: link });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
