// The check-in calendar names its month through the contract's locale helper: siSwati (shop code
// sw) is never given Swahili's month names, Sepedi (ns) its own locale (nso) rather than none.
import { formatDate, type LanguageIso } from '@blitz/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/lib/i18n';
import { TranslationProvider } from '../../src/lib/use-translation';
import en from '../../public/locales/en/translation.json';
import { CheckInCalendar } from '../../src/features/rewards/components/check-in-calendar';

afterEach(cleanup);

const AUGUST = new Date('2026-08-15T10:00:00Z');
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

function renderIn(language: LanguageIso) {
  const i18n = createTranslator({ language, messages: { en, [language]: { probe: language } } });
  render(
    <TranslationProvider i18n={i18n}>
      <CheckInCalendar dates={['2026-08-14', '2026-08-15']} now={AUGUST} />
    </TranslationProvider>,
  );
}

describe('check-in calendar month', () => {
  it.each([['en'], ['sw'], ['ns'], ['zu'], ['af']] as const)('%s: the month by the locale helper', (language) => {
    renderIn(language);
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe(formatDate(AUGUST, language, MONTH));
  });

  it('never shows siSwati a Swahili month', () => {
    renderIn('sw');
    const month = screen.getByRole('heading', { level: 4 }).textContent;
    expect(month).not.toBe(new Intl.DateTimeFormat('sw', MONTH).format(AUGUST));
    expect(month).not.toContain('Agosti');
  });
});
