// Fuzzing of every HTTP call of the contract (issue 16, item 7): the shop's calls with a signed-in
// shopper's token, the staff console's with an owner's, bodies generated from their schemas and
// mutated, and hostile raw requests on every path and on the PayFast notification. Every answer
// keeps to SPEC.md section 8 (no 5xx, no stack trace) and a refusal changes no state.
// `npm run fuzz` runs the same properties for longer (FUZZ_RUNS; FUZZ_SEED replays a failure).
import { API_PATHS, STAFF_API_PREFIX, apiCalls, staffCalls, type StaffPath } from '@blitz/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error';
import { changeBlitz } from '../../src/modules/wallet/ledger';
import { ITN_PATH } from '../../src/modules/payments/itn';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createBidder, type Bidder } from '../modules/auctions/auction-fixtures';
import { createStaff, type TestStaff } from '../modules/staff/staff-helpers';
import { answerProblem, fuzzRuns, fuzzSeed, isRefusal, stateProbe } from './fuzz-checks';
import { HOSTILE_REQUESTS, bodyFor, hostileRequests, type RawRequest } from './fuzz-inputs';

let t: TestApp;
let shopper: Bidder;
let owner: TestStaff;
let probe: () => Promise<string>;
let address = 0;

/** Sends one request and checks the answer; a refusal must leave the state as it was. */
async function check(url: string, request: RawRequest, headers: Record<string, string> = {}): Promise<void> {
  const before = await probe();
  // A new client address per request, so the rate limits of the account calls do not answer
  // everything with 429 and the handlers behind them are reached.
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: request.payload,
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    headers: { ...headers, ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }) },
  });
  const problem = answerProblem(response, url === ITN_PATH ? 'gateway' : 'shop');
  if (problem) throw new Error(`${url} (${request.what}): ${problem}`);
  if (isRefusal(response.statusCode)) {
    const after = await probe();
    if (after !== before)
      throw new Error(`${url} (${request.what}) was refused with ${response.statusCode} but changed state:\n${before}\n${after}`);
  }
}

const json = (what: string, text: string): RawRequest => ({ what, contentType: 'application/json', payload: text });

beforeAll(async () => {
  // Test-only routes that break the rules, to show that the checks catch each breach.
  t = await buildTestApp({
    beforeReady: (app) => {
      app.post('/fuzz-canary/stack', (_request, reply) =>
        reply.status(400).send({ message: 'Data format error', stack: 'Error: x\n    at f (file.ts:1:2)' }),
      );
      app.post('/fuzz-canary/text', (_request, reply) => reply.status(400).send({ message: 'Bad data' }));
      app.post('/fuzz-canary/status', (_request, reply) => reply.status(418).send({ message: 'Data format error' }));
      app.post('/fuzz-canary/write', async () => {
        await changeBlitz(app.db, { userId: shopper.id, free: 1, paid: 0, kind: 'adjustment', reference: 'canary' });
        throw AppError.badRequest();
      });
    },
  });
  shopper = await createBidder(t.app.db, t.config.jwtSecret, { free: 20, paid: 20 });
  owner = await createStaff(t.app, 'fuzz-owner@example.test', 'owner');
  probe = await stateProbe(t.app.db);
});
afterAll(() => t?.close());

describe('the checks', () => {
  it.each([
    ['stack', /stack trace/],
    ['text', /'Data format error'/],
    ['status', /status 418/],
    ['write', /changed state/],
  ])('catch a route that breaks the rules (%s)', async (name, problem) => {
    await expect(check(`/fuzz-canary/${name}`, json('a canary', '{}'))).rejects.toThrow(problem);
  });
});

describe('fuzzing the shop calls', () => {
  it.each(API_PATHS)('%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(apiCalls[path].body, { refreshToken: shopper.refreshToken }), async (body) => {
        await check(`/api${path}`, json(`${body.kind} body ${body.text.slice(0, 300)}`, body.text));
      }),
      { numRuns: fuzzRuns(12), ...fuzzSeed() },
    );
  });
});

describe('fuzzing the staff console calls', () => {
  it.each(Object.keys(staffCalls) as StaffPath[])('%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(staffCalls[path].body), fc.boolean(), async (body, signedIn) => {
        const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${owner.token}` } : {};
        await check(`${STAFF_API_PREFIX}${path}`, json(`${body.kind} body ${body.text.slice(0, 300)}`, body.text), headers);
      }),
      { numRuns: fuzzRuns(6), ...fuzzSeed() },
    );
  });
});

describe('hostile requests', () => {
  const paths = [
    ...API_PATHS.map((path) => `/api${path}`),
    ...Object.keys(staffCalls).map((path) => `${STAFF_API_PREFIX}${path}`),
    ITN_PATH,
  ];
  it('on every call and the payment notification', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), hostileRequests, async (url, request) => {
        await check(url, request);
      }),
      { numRuns: fuzzRuns(60), ...fuzzSeed() },
    );
  });

  it('a NUL character, which the database cannot store, is bad data on a write', async () => {
    const headers = { authorization: `Bearer ${owner.token}` };
    await check(`${STAFF_API_PREFIX}/catalogue/items/save`, json('a NUL title', '{"title":"\\u0000","description":""}'), headers);
  });

  it.each(HOSTILE_REQUESTS.map((request) => [request.what, request] as const))(
    '%s, on a call and on the notification',
    async (_what, request) => {
      await check('/api/search/auction', request);
      await check(ITN_PATH, request);
    },
  );
});
