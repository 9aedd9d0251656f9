// Request ids (issue 52): every HTTP answer carries `x-request-id`, the id of its log lines: the
// proxy's when it sends a plausible one, a new UUID otherwise.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/use-test-app';

describe('x-request-id', () => {
  const ids: string[] = [];
  const t = useTestApp({ seed: false, beforeReady: (app) => app.addHook('onResponse', async (request) => void ids.push(request.id)) });

  it("answers with the proxy's id, which the request's log lines carry", async () => {
    const id = '0123456789abcdef0123456789abcdef';
    const response = await t.app.inject({ method: 'GET', url: '/readyz', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
    expect(ids.at(-1)).toBe(id);
  });

  it('makes a new one when none or an implausible one is sent, also on errors', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(plain.statusCode).toBe(404);
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\u0007c' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.headers['x-request-id']).not.toBe(plain.headers['x-request-id']);
  });
});
