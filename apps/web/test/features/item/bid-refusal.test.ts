// A refused bid names its reason in the shopper's language; the win limits' texts carry the limits.
import { BID_REFUSALS, WIN_LIMITS } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { REFUSAL_KEYS } from '../../../src/features/item/components/bid-refusal';
import { createTestI18n } from '../../lib/test-i18n';

describe('bid refusal texts', () => {
  const i18n = createTestI18n();

  it('has a text for every reason the server gives', () => {
    for (const reason of BID_REFUSALS) expect(i18n.t(REFUSAL_KEYS[reason]), reason).not.toBe(REFUSAL_KEYS[reason]);
  });

  it('says which win limit was reached, with its numbers', () => {
    expect(i18n.t(REFUSAL_KEYS['major-limit'])).toContain(`one major-auction win per ${WIN_LIMITS.majorDays} days`);
    expect(i18n.t(REFUSAL_KEYS['weekly-limit'])).toContain(`at most ${WIN_LIMITS.weeklyPerShopper} wins per ${WIN_LIMITS.weekDays} days`);
    expect(i18n.t(REFUSAL_KEYS['address-limit'])).toContain(`at most ${WIN_LIMITS.weeklyPerAddress} wins per ${WIN_LIMITS.weekDays} days`);
  });
});
