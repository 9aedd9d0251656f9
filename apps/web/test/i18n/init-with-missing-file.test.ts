// A saved language whose file cannot be loaded: the page speaks English, so the calls ask for
// English texts and <html lang> says English; the choice itself stays saved.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@blitz/contract';
import { currentLanguage, initI18n } from '../../src/lib/i18n';
import type { Translator } from '../../src/lib/translator';
import { serveLocales } from './serve-locales';

describe('initI18n with a saved language whose file is missing', () => {
  let i18n: Translator;

  beforeAll(async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'zu');
    // The server rendered the page in the saved language (its cookie's copy).
    document.documentElement.lang = 'zu';
    const serve = serveLocales();
    const real = serve.getMockImplementation()!;
    // Zulu's file answers 404 (not retried); English's is served.
    serve.mockImplementation(async (input) => (String(input).includes('/zu/') ? new Response('missing', { status: 404 }) : real(input)));
    i18n = await initI18n();
  });

  afterAll(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('speaks English and says so, keeping the saved choice', () => {
    expect(i18n.language).toBe('zu');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(currentLanguage(i18n)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zu');
  });
});
