// How the shop reads a language's file (SPEC.md section 1): which failures are retried, how often
// and after how long, how many files at once; and the order the language is looked up in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTranslations, TRANSLATION_RETRY_POLICY, TranslationLoadError, type RetryPolicy } from '../../src/lib/i18n-modules';

type Answer = number | 'offline' | 'not json';

/** Serves the answers in turn (the last one again once they run out) and records the waits. */
function serve(answers: Answer[], policy: Partial<RetryPolicy> = {}) {
  const waits: number[] = [];
  let next = 0;
  const fetchMock = vi.fn(async () => {
    const answer = answers[Math.min(next++, answers.length - 1)]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer === 'not json') return new Response('<html>', { status: 200 });
    return new Response(answer === 200 ? '{"nav":{"home":"Ikhaya"}}' : 'no', { status: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  const load = fetchTranslations('/locales/{{lng}}/{{ns}}.json', {
    ...TRANSLATION_RETRY_POLICY,
    wait: async (ms) => void waits.push(ms),
    ...policy,
  });
  return { load, fetchMock, waits };
}

describe('fetchTranslations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads by SPEC.md section 1's policy: 5 retries, the first after 350 ms, 10 reads at once", () => {
    expect(TRANSLATION_RETRY_POLICY).toEqual({ retries: 5, initialMs: 350, parallel: 10 });
  });

  it('hands over the language file', async () => {
    const { load, fetchMock, waits } = serve([200]);
    await expect(load('zu')).resolves.toEqual({ nav: { home: 'Ikhaya' } });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/locales/zu/translation.json');
    expect(waits).toEqual([]);
  });

  it('retries a server error or a lost connection, waiting 350 ms and then twice as long each time', async () => {
    const { load, fetchMock, waits } = serve([503, 'offline', 429, 200]);
    await expect(load('zu')).resolves.toEqual({ nav: { home: 'Ikhaya' } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([350, 700, 1400]);
  });

  it('gives up after five retries', async () => {
    const { load, fetchMock, waits } = serve([503]);
    const failure = await load('zu').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranslationLoadError);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('does not retry a missing file or a broken one', async () => {
    for (const answer of [404, 'not json'] as const) {
      const { load, fetchMock } = serve([answer, 200]);
      const failure = await load('zu').catch((error: unknown) => error);
      expect(failure, String(answer)).toBeInstanceOf(TranslationLoadError);
      expect((failure as TranslationLoadError).retry).toBe(false);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('reads at most as many files at once as the policy allows', async () => {
    let open = 0;
    let most = 0;
    let started = 0;
    const releases: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        started += 1;
        open += 1;
        most = Math.max(most, open);
        await new Promise<void>((resolve) => releases.push(resolve));
        open -= 1;
        return new Response('{}', { status: 200 });
      }),
    );
    const load = fetchTranslations('/locales/{{lng}}/{{ns}}.json', { retries: 0, initialMs: 1, parallel: 2 });
    const all = Promise.all(['af', 'zu', 'xh', 'st'].map(load));
    for (let turn = 0; turn < 20 && started < 4; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      releases.shift()?.();
    }
    releases.forEach((release) => release());
    await all;
    expect(started).toBe(4);
    expect(most).toBe(2);
  });
});
