// The item page's win-limit notice: the refusal a bid would meet, or where the shopper stands.
import { cleanup } from '@testing-library/react';
import { WIN_LIMITS, type WinStanding } from '@blitz/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { WinLimitsView } from '../../../src/features/fair-play/components/win-limits-notice';
import { renderWithProviders } from '../../components/render';

const standing = (over: Partial<WinStanding>): WinStanding => ({
  limits: { ...WIN_LIMITS },
  counts: { major: 0, shopper: 1, address: 2 },
  major: false,
  refusal: null,
  ...over,
});

describe('WinLimitsView', () => {
  afterEach(cleanup);
  const text = (s: WinStanding) => renderWithProviders(<WinLimitsView standing={s} />).getByTestId('win-limits');

  it('tells a shopper under the limits how many of the week’s wins they used', () => {
    const shown = text(standing({}));
    expect(shown.textContent).toBe(
      `Fair play: 1 of your ${WIN_LIMITS.weeklyPerShopper} wins per ${WIN_LIMITS.weekDays} days used (auctions you lead count until they end).`,
    );
    expect(shown.getAttribute('role')).toBeNull();
  });

  it('adds the major limit on a major auction', () => {
    expect(text(standing({ major: true })).textContent).toContain(`Major auctions: one win per ${WIN_LIMITS.majorDays} days.`);
  });

  it('warns with the refusal a bid would meet', () => {
    const shown = text(standing({ refusal: 'address-limit', counts: { major: 0, shopper: 1, address: 5 } }));
    expect(shown.getAttribute('role')).toBe('alert');
    expect(shown.textContent).toContain(
      `at most ${WIN_LIMITS.weeklyPerAddress} wins per ${WIN_LIMITS.weekDays} days for one delivery address`,
    );
  });
});
