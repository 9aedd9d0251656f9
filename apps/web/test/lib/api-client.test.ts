import { ERROR_MESSAGES, STORAGE_KEYS, httpStatusText } from '@blitz/contract';
import { i18n } from '../../src/lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, fetchApiData } from '../../src/lib/api-client';
import { makeHomePage } from './product-fixtures';

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

function respond(status: number, body?: unknown) {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status }));
}

function sentBody(call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

const page = { pageNumber: 1, pageSize: 12 };

beforeAll(async () => {
  // Texts at hand for every language the tests switch to: nothing is fetched.
  for (const language of ['en', 'af', 'zu', 'af-ZA', 'fr']) i18n.addMessages(language, { ok: language });
  await i18n.changeLanguage('en');
});

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  await i18n.changeLanguage('zu');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi request', () => {
  it('POSTs JSON to /api{path} with lanIso, refreshToken and referrerToken', async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'jwt-refresh');
    localStorage.setItem(STORAGE_KEYS.referrerToken, 'ref-123');
    respond(200, makeHomePage());

    await callApi('/auction/getHomePageItems', page);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auction/getHomePageItems');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(sentBody()).toEqual({ ...page, lanIso: 'zu', refreshToken: 'jwt-refresh', referrerToken: 'ref-123' });
  });

  it('leaves the refresh token out when excluded, and absent tokens out entirely', async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'jwt-refresh');
    respond(202);
    respond(202);
    localStorage.removeItem(STORAGE_KEYS.referrerToken);

    const report = { fullName: 'Thandi', email: 'thandi@example.co.za', cellNumber: '0821234567', message: 'Hi', type: 'Issue' } as const;
    await callApi('/report/create', report, { excludeToken: true });
    expect(sentBody(0)).toEqual({ ...report, lanIso: 'zu' });

    localStorage.clear();
    await callApi('/report/create', report);
    expect(sentBody(1)).toEqual({ ...report, lanIso: 'zu' });
  });

  it('sends the base language of a regional code and falls back to en for unknown languages', async () => {
    await i18n.changeLanguage('af-ZA');
    respond(202);
    await callApi('/departments/get', {});
    expect(sentBody(0).lanIso).toBe('af');

    await i18n.changeLanguage('fr');
    respond(202);
    await callApi('/departments/get', {});
    expect(sentBody(1).lanIso).toBe('en');
  });

  it('lets an explicit body field win over the stored token', async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'stored');
    respond(200, { refreshToken: 'new' });
    await callApi('/auth/refresh', { refreshToken: 'explicit' });
    expect(sentBody().refreshToken).toBe('explicit');
  });
});

describe('callApi status handling (SPEC.md section 8)', () => {
  it('200 returns data that passed the response schema', async () => {
    const data = makeHomePage();
    respond(200, data);
    const result = await callApi('/auction/getHomePageItems', page);
    expect(result).toEqual({ kind: 'data', status: 200, data });
  });

  it('200 with data of the wrong shape is an error result', async () => {
    respond(200, { featuredProducts: 'nope' });
    const result = await callApi('/auction/getHomePageItems', page);
    expect(result).toMatchObject({ kind: 'error', status: 200, reason: 'invalid_shape', messageCode: 'INVALID_RESPONSE_FORMAT' });
  });

  it.each([['not json at all'], ['']])('200 with an unparseable body %j gives Error! / Unable to parse data from server', async (body) => {
    respond(200, body);
    const result = await callApi('/auction/getHomePageItems', page);
    expect(result).toMatchObject({
      kind: 'error',
      status: 200,
      reason: 'unparseable',
      title: 'Error!',
      message: 'Unable to parse data from server',
    });
  });

  it.each([202, 204] as const)('%i returns no data', async (status) => {
    respond(status);
    expect(await callApi('/shipping/delete', { shippingID: 4 })).toEqual({ kind: 'empty', status });
  });

  it.each([206, 209, 406] as const)('%i returns the status plus the parsed data', async (status) => {
    respond(status, { message: 'nickname' });
    expect(await callApi('/auction/get', { auctionID: 3 })).toEqual({
      kind: 'status',
      status,
      data: { message: 'nickname' },
    });
  });

  it('209 without a body returns null data', async () => {
    respond(209);
    expect(await callApi('/auction/get', { auctionID: 3 })).toEqual({ kind: 'status', status: 209, data: null });
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
    [502, 'Server error'],
    [503, 'Server error'],
    [599, 'Server error'],
  ])('%i gives %j', async (status, text) => {
    respond(status, { message: 'Route Not Found' });
    const result = await callApi('/auction/get', { auctionID: 3 });
    expect(result).toMatchObject({ kind: 'error', status, reason: 'http', title: 'Error', message: text });
    expect(result.kind === 'error' && result.message).toBe(httpStatusText(status));
    expect(result.kind === 'error' && result.serverMessage).toBe('Route Not Found');
  });

  it('an error status with a non-JSON body carries no server message', async () => {
    respond(500, '<html>Bad gateway</html>');
    const result = await callApi('/auction/get', { auctionID: 3 });
    expect(result).toMatchObject({ kind: 'error', status: 500, message: 'Server error' });
    expect(result.kind === 'error' && 'serverMessage' in result).toBe(false);
  });

  it.each([201, 208, 300, 302, 418])('any other status (%i) gives Unknown response code / Please contact support', async (status) => {
    respond(status, { anything: true });
    const result = await callApi('/auction/get', { auctionID: 3 });
    expect(result).toMatchObject({
      kind: 'error',
      status,
      reason: 'unknown_status',
      title: ERROR_MESSAGES.UNKNOWN_RESPONSE_CODE,
      message: ERROR_MESSAGES.CONTACT_SUPPORT,
    });
  });
});

describe('callApi without a response', () => {
  it('an aborted request gives status 0 request_aborted', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const pending = callApi('/auction/get', { auctionID: 3 }, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'error', status: 0, reason: 'request_aborted' });
  });

  it('a signal aborted before the call never reaches fetch', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await callApi('/auction/get', { auctionID: 3 }, { signal: controller.signal });
    expect(result).toMatchObject({ status: 0, reason: 'request_aborted' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a network failure gives status 0 network_error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await callApi('/auction/get', { auctionID: 3 });
    expect(result).toMatchObject({ kind: 'error', status: 0, reason: 'network_error', title: 'Network error' });
  });

  it('an offline browser gives network_error without calling fetch', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const result = await callApi('/auction/get', { auctionID: 3 });
    expect(result).toMatchObject({ status: 0, reason: 'network_error' });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('fetchApiData', () => {
  it('returns the data of a 200 and null for 204', async () => {
    const data = makeHomePage();
    respond(200, data);
    expect(await fetchApiData('/auction/getHomePageItems', page)).toEqual(data);
    respond(204);
    expect(await fetchApiData('/favorite/get', {})).toBeNull();
  });

  it('throws an ApiError carrying the result for failures and unexpected statuses', async () => {
    respond(401);
    const failure = await fetchApiData('/favorite/get', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).result.message).toBe('Auth failed');

    respond(209, { message: 'duplicate' });
    const unexpected = await fetchApiData('/favorite/get', {}).catch((error: unknown) => error);
    expect((unexpected as ApiError).result.reason).toBe('unknown_status');
  });
});
