// The request log (issue 52): exactly one JSON line per HTTP request, with the id the answer
// carries in `x-request-id`, its method, URL, route pattern, status and duration, and nothing
// about the person beyond ids. The real app logs to a stream this test reads.
import { describe, expect, it } from 'vitest';
import { captureLog } from '../helpers/log-capture';
import { useTestApp } from '../helpers/use-test-app';

describe('the request log', () => {
  const { entries: lines, logger } = captureLog('info');
  const t = useTestApp({ seed: false, logger });

  /** Every line of one request, once its answer has been logged. */
  const linesOf = async (id: string) => {
    await expect.poll(() => lines.filter((line) => line.reqId === id).length).toBeGreaterThan(0);
    return lines.filter((line) => line.reqId === id);
  };

  it.each([
    ['GET', '/healthz', undefined, 200, '/healthz'],
    ['GET', '/api/no-such-call', undefined, 404, 'unmatched'],
    ['POST', '/api/auth/forgot', { email: 'thandi.nkosi@example.co.za', lanIso: 'en' }, 202, '/api/auth/forgot'],
  ])('%s %s: one line with its id, route, status and duration', async (method, url, payload, status, route) => {
    const id = `test-request-${method}-${status}`;
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url, payload, headers: { 'x-request-id': id } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-request-id']).toBe(id);
    const mine = await linesOf(id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request', reqId: id, method, url, route, statusCode: status });
    expect(mine[0]!.ms).toBeTypeOf('number');
    expect(mine[0]!.ms).toBeGreaterThanOrEqual(0);
    // Neither the shopper's email nor an address: ids only.
    expect(JSON.stringify(mine[0])).not.toContain('thandi');
    expect(Object.keys(mine[0]!)).not.toContain('req');
  });

  it('logs no other line per request: neither "incoming request" nor "request completed"', async () => {
    const before = lines.length;
    for (let i = 0; i < 5; i += 1) await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': `test-burst-${i}` } });
    await linesOf('test-burst-4');
    const burst = lines.slice(before);
    expect(burst.map((line) => [line.reqId, line.msg])).toEqual([0, 1, 2, 3, 4].map((i) => [`test-burst-${i}`, 'request']));
    expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
  });
});
