// A page the server rendered in siSwati (<html lang="ss">) speaks siSwati, whose shop code is sw.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@blitz/contract';
import { initI18n } from '../../src/lib/i18n';
import { serveLocales } from './serve-locales';

describe('initI18n on a siSwati page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('maps ss to sw', async () => {
    document.documentElement.lang = 'ss';
    serveLocales();
    const i18n = await initI18n();
    expect(i18n.language).toBe('sw');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('sw');
    expect(document.documentElement.lang).toBe('ss');
  });
});
