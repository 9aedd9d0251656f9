// A Swahili browser (sw-KE) is not siSwati (shop code sw): it falls back to English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/lib/i18n';
import { serveLocales } from './serve-locales';

describe('initI18n with a Swahili browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('falls back to English', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'sw']);
    serveLocales();
    const i18n = await initI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
