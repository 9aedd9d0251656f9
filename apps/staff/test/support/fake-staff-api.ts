// A fake staff API behind `fetch`: each path answers with a status and JSON body of the test's
// choosing (a function sees the request's body), and every request is kept with its bearer token.
import { STAFF_API_PREFIX } from '@blitz/contract';
import { vi } from 'vitest';

export interface StaffRequest {
  path: string;
  body: Record<string, unknown>;
  /** The bearer token of the Authorization header; null without one. */
  token: string | null;
}

type Answer = { status: number; body?: unknown } | { json: unknown };
export type FakeRoutes = Record<string, Answer | ((body: Record<string, unknown>) => Answer)>;

/** Stubs `fetch` with `routes` (a path missing from them answers 404); returns the requests made. */
export function installFakeStaffApi(routes: FakeRoutes): StaffRequest[] {
  const requests: StaffRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = input.startsWith(STAFF_API_PREFIX) ? input.slice(STAFF_API_PREFIX.length) : input;
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      const header = new Headers(init.headers).get('authorization');
      requests.push({ path, body, token: header?.replace(/^Bearer /, '') ?? null });
      const route = routes[path];
      const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404 });
      if ('json' in answer) return Response.json(answer.json);
      const text = answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(text, { status: answer.status });
    }),
  );
  return requests;
}

/** The requests made to `path`, oldest first. */
export const requestsTo = (requests: StaffRequest[], path: string) => requests.filter((request) => request.path === path);
