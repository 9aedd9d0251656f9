// A page the server rendered in siSwati (<html lang="ss">) speaks siSwati, whose shop code is sw.
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@blitz/contract';
import { forgetLanguageAfterEach, initOnPageIn } from './init-on-page';

describe('initI18n on a siSwati page', () => {
  forgetLanguageAfterEach();

  it('maps ss to sw', async () => {
    const { i18n } = await initOnPageIn('ss');
    expect(i18n.language).toBe('sw');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('sw');
    expect(document.documentElement.lang).toBe('ss');
  });
});
