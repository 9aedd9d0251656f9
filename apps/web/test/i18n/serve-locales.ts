// A fetch stand-in that serves /locales/{lng}/translation.json from the repository, optionally
// failing the first requests with 503 to exercise the retry policy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { LOCALES_DIR } from './locale-files';

export function serveLocales({ failFirst = 0 } = {}) {
  let failures = failFirst;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const match = /^\/locales\/([a-z]{2})\/translation\.json$/.exec(url);
    if (failures > 0) {
      failures -= 1;
      return new Response('unavailable', { status: 503 });
    }
    if (!match) return new Response('not found', { status: 404 });
    try {
      return new Response(readFileSync(join(LOCALES_DIR, match[1]!, 'translation.json'), 'utf8'), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    } catch {
      return new Response('not found', { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
