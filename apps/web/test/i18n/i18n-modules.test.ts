// The shop's own i18next backend and detector: which failures i18next may retry, and the order
// the language is looked up in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@blitz/contract';
import type { Services } from 'i18next';
import { fetchBackend, shopLanguageDetector } from '../../src/lib/i18n-modules';

function read(status: number | 'offline' | 'not json'): Promise<{ error: unknown; retry: unknown; url: string }> {
  const fetchMock = vi.fn(async () => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    if (status === 'not json') return new Response('<html>', { status: 200 });
    return new Response(status === 200 ? '{"nav":{"home":"Ikhaya"}}' : 'no', { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return new Promise((resolve) =>
    fetchBackend('/locales/{{lng}}/{{ns}}.json').read('zu', 'translation', (error, retry) =>
      resolve({ error, retry, url: String((fetchMock.mock.calls[0] as unknown[])[0]) }),
    ),
  );
}

describe('fetchBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands over the language file', async () => {
    const { error, retry, url } = await read(200);
    expect(url).toBe('/locales/zu/translation.json');
    expect(error).toBeNull();
    expect(retry).toEqual({ nav: { home: 'Ikhaya' } });
  });

  it('lets i18next retry a server error or a lost connection, not a missing file or a broken one', async () => {
    expect((await read(503)).retry).toBe(true);
    expect((await read('offline')).retry).toBe(true);
    expect((await read(404)).retry).toBe(false);
    const broken = await read('not json');
    expect(broken.error).toBeInstanceOf(Error);
    expect(broken.retry).toBe(false);
  });
});

describe('shopLanguageDetector', () => {
  afterEach(() => localStorage.clear());

  it('puts the saved language before the browser lookups, in the configured order, and saves changes', () => {
    const detector = shopLanguageDetector(STORAGE_KEYS.language, { shopBrowser: () => ['xh', 'en'] });
    detector.init?.({} as Services, { order: ['localStorage', 'shopBrowser'] }, {});
    expect(detector.detect()).toEqual(['xh', 'en']);
    localStorage.setItem(STORAGE_KEYS.language, 'zu');
    expect(detector.detect()).toEqual(['zu', 'xh', 'en']);
    detector.init?.({} as Services, { order: ['shopBrowser'] }, {});
    expect(detector.detect()).toEqual(['xh', 'en']);
    detector.cacheUserLanguage?.('af');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('af');
    detector.cacheUserLanguage?.('cimode');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('af');
  });
});
