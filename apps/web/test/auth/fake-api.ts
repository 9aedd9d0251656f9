// A fetch stand-in answering /api calls from a table of canned responses, recording each body,
// plus a way to mint unsigned JWTs with the claims the session code reads.
import { vi } from 'vitest';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeRoutes = Record<string, FakeAnswer | ((body: Record<string, unknown>) => FakeAnswer)>;

export interface FakeApi {
  calls: { path: string; body: Record<string, unknown> }[];
  bodiesOf(path: string): Record<string, unknown>[];
}

export function installFakeApi(routes: FakeRoutes): FakeApi {
  const calls: FakeApi['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      const route = routes[path];
      const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { message: 'Route Not Found' } });
      const text = answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(text, { status: answer.status });
    }),
  );
  return { calls, bodiesOf: (path) => calls.filter((call) => call.path === path).map((call) => call.body) };
}

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT whose claims expire `secondsLeft` from now. */
export function makeJwt(secondsLeft: number, claims: Record<string, unknown> = {}): string {
  const payload = {
    uuid: 'user-1',
    email: 'thandi@example.co.za',
    nickname: 'Thandi',
    bidToken: 'bid-1',
    exp: Math.floor(Date.now() / 1000) + secondsLeft,
    ...claims,
  };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}
