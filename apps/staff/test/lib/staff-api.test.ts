// The console's API client: POST /api/staff{path} with the stored staff token as bearer, the body
// checked before it leaves and the answer after it comes back, and every failure as a
// StaffApiError carrying its status and SPEC.md section 8's text. The query client retries no 4xx.
import { ERROR_MESSAGES } from '@blitz/contract';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/lib/query-client';
import { callStaff, StaffApiError } from '../../src/lib/staff-api';
import { readStaffToken, storeStaffToken } from '../../src/lib/token-store';
import { staffMember } from '../support/render-page';
import { installFakeStaffApi } from '../support/fake-staff-api';

const report = {
  id: 3,
  userId: null,
  fullName: 'Naledi Dube',
  email: 'naledi@example.co.za',
  cellNumber: '0825550123',
  message: 'The Blitz did not arrive.',
  type: 'Issue',
  status: 'new',
  createdAt: '2026-03-02T10:00:00.000Z',
};

/** The StaffApiError `call` fails with (fails the test when it succeeds or throws something else). */
async function failure(call: Promise<unknown>): Promise<StaffApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StaffApiError);
  return error as StaffApiError;
}

describe('callStaff', () => {
  it('POSTs the JSON body to /api/staff{path} with the stored token as bearer, and answers the checked data', async () => {
    storeStaffToken('jwt-of-staff');
    const requests = installFakeStaffApi({ '/reports/list': { json: { reports: [report], total: 1 } } });
    const page = await callStaff('/reports/list', { status: 'new', pageNumber: 2, pageSize: 25 });
    expect(page).toEqual({ reports: [report], total: 1 });
    expect(requests).toEqual([{ path: '/reports/list', body: { status: 'new', pageNumber: 2, pageSize: 25 }, token: 'jwt-of-staff' }]);
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('sends no Authorization header when no token is stored (signing in)', async () => {
    const requests = installFakeStaffApi({ '/auth/login': { json: { staffToken: 't', staff: staffMember('owner') } } });
    await callStaff('/auth/login', { loginToken: 'bG9naW4=' });
    expect(requests[0]!.token).toBeNull();
    expect(new Headers(vi.mocked(fetch).mock.calls[0]![1]!.headers).has('authorization')).toBe(false);
  });

  it('refuses a body its schema rejects with 400 and the data format text, without calling the server', async () => {
    const requests = installFakeStaffApi({});
    const error = await failure(callStaff('/reports/status', { id: 3, status: 'open' as never }));
    expect([error.status, error.message]).toEqual([400, 'Data format error']);
    expect(requests).toEqual([]);
  });

  it.each([
    [400, 'Data format error'],
    [401, 'Auth failed'],
    [403, 'No Permission'],
    [404, 'No data found'],
    [409, 'Already exists'],
    [422, 'Unprocessable Entity'],
    [423, 'Locked'],
    [429, 'Too many requests'],
    [500, 'Server error'],
    [503, 'Server error'],
    [418, 'Unknown response code'],
    [302, 'Unknown response code'],
  ])('a %i answer fails with "%s"', async (status, text) => {
    installFakeStaffApi({ '/reports/get': { status } });
    const error = await failure(callStaff('/reports/get', { id: 3 }));
    expect([error.status, error.message]).toEqual([status, text]);
  });

  it('answers null for 202 and 204 (no data)', async () => {
    installFakeStaffApi({ '/staff/resend-setup': { status: 202 }, '/catalogue/reviews/delete': { status: 204 } });
    expect(await callStaff('/staff/resend-setup', { id: 4 })).toBeNull();
    expect(await callStaff('/catalogue/reviews/delete', { id: 9 })).toBeNull();
  });

  it('tells a network failure, an unparseable 200 and a 200 of the wrong shape apart', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = await failure(callStaff('/reports/get', { id: 3 }));
    expect([offline.status, offline.message]).toEqual([0, ERROR_MESSAGES.NETWORK_ERROR]);

    installFakeStaffApi({ '/reports/get': { status: 200, body: '<html>proxy error</html>' } });
    const unparsed = await failure(callStaff('/reports/get', { id: 3 }));
    expect([unparsed.status, unparsed.message]).toEqual([200, 'Unable to parse data from server']);

    installFakeStaffApi({ '/reports/get': { json: { ...report, status: 'archived' } } });
    const misshapen = await failure(callStaff('/reports/get', { id: 3 }));
    expect([misshapen.status, misshapen.message]).toEqual([200, 'Invalid response format']);
  });
});

describe('the token store', () => {
  it('keeps the token under its own key and forgets it on null', () => {
    storeStaffToken('abc');
    expect(localStorage.getItem('blitzStaffToken')).toBe('abc');
    expect(readStaffToken()).toBe('abc');
    storeStaffToken(null);
    expect(readStaffToken()).toBeNull();
  });
});

describe('the query client', () => {
  const retry = createQueryClient().getDefaultOptions().queries!.retry as (count: number, error: unknown) => boolean;

  it('never retries a 4xx answer, and retries anything else once', () => {
    for (const status of [400, 401, 403, 404, 429]) expect(retry(0, new StaffApiError(status, 'x')), String(status)).toBe(false);
    for (const error of [new StaffApiError(500, 'Server error'), new StaffApiError(0, 'Network error'), new Error('boom')]) {
      expect(retry(0, error)).toBe(true);
      expect(retry(1, error)).toBe(false);
    }
  });
});
