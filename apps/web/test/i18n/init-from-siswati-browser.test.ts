// A siSwati browser (ss-ZA) gets siSwati, whose shop code is sw; a Swahili one (sw-KE) is not sent there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@blitz/contract';
import { initI18n } from '../../src/lib/i18n';
import { serveLocales } from './serve-locales';

describe('initI18n with a siSwati browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('maps ss-ZA to sw, skipping Swahili', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'ss-ZA', 'en-ZA']);
    serveLocales();
    const i18n = await initI18n();
    expect(i18n.language).toBe('sw');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('sw');
    expect(document.documentElement.lang).toBe('ss');
  });
});
