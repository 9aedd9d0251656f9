// A fetch stub answering API calls by path, recording each request body.
import { vi } from 'vitest';

export type PathHandler = (body: Record<string, unknown>) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });

export function stubApi(handlers: Record<string, PathHandler>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ path, body });
    const handler = handlers[path];
    return handler ? handler(body) : json(404, { message: 'Route Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
