// The shop's only way to call the API (SPEC.md sections 7 and 8): POST /api{path} with a JSON body
// plus the envelope, status codes mapped to result values, 200 data shape-checked with the
// contract. It never throws for HTTP outcomes; `unwrapData` is the throwing form for React Query.
import type { ApiBody, ApiPath, ApiResponse, LanguageIso, ShopApiAnswer } from '@blitz/contract';
import { ApiError } from './api/api-error';
import type { ApiResult } from './api/api-result';
import { buildEnvelope } from './api/envelope';
import { parseJson } from './api/parse-json';
import { failure, failureForCheck, failureForStatus } from './api/status-map';
import { check, prepareChecks } from './checks/checks';

export { ApiError } from './api/api-error';
export type * from './api/api-result';

export const API_PREFIX = '/api';

/**
 * Where a call goes and in what language: the page's own origin and language in the browser; on
 * the server, a page's loader passes the request's (its load context calls the API in process).
 */
export interface ApiScope {
  language: LanguageIso;
  /** Sends the call's JSON body to /api{path}; the browser's fetch when absent. */
  transport?: (path: string, body: unknown) => Promise<ShopApiAnswer>;
}

export interface CallApiOptions {
  /** The language and transport of a server render (ApiScope); the page's own by default. */
  scope?: ApiScope;
  /** Leave the stored refresh token out of the body (anonymous calls such as the report form). */
  excludeToken?: boolean;
  signal?: AbortSignal;
  /** Let the request finish even when the page navigates away at once (the sign-out before going home). */
  keepalive?: boolean;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function callApi<P extends ApiPath>(
  path: P,
  body: ApiBody<P>,
  options: CallApiOptions = {},
): Promise<ApiResult<ApiResponse<P>>> {
  const { signal, excludeToken = false, keepalive = false, scope } = options;
  if (signal?.aborted) return failure(0, 'request_aborted', 'ERROR_TITLE', 'GENERIC_ERROR');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return failure(0, 'network_error', 'NETWORK_ERROR', 'CHECK_CONNECTION');
  }

  // The checks' worker loads alongside the request rather than after it.
  prepareChecks();
  let status: number;
  let text: string;
  // Explicit body fields win over the envelope (e.g. /auth/refresh sends its own token).
  const sent = { ...buildEnvelope(excludeToken, scope?.language), ...body };
  try {
    if (scope?.transport) ({ status, text } = await scope.transport(path, sent));
    else {
      const response = await fetch(`${API_PREFIX}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(sent),
        signal,
        ...(keepalive ? { keepalive } : {}),
      });
      status = response.status;
      text = await response.text();
    }
  } catch (error) {
    if (isAbort(error, signal)) return failure(0, 'request_aborted', 'ERROR_TITLE', 'GENERIC_ERROR');
    return failure(0, 'network_error', 'NETWORK_ERROR', 'CHECK_CONNECTION');
  }

  switch (status) {
    case 200: {
      // Parsed and checked where the checks run (off the main thread), not here.
      const checked = await check({ kind: 'response', path, text });
      return checked.ok ? { kind: 'data', status, data: checked.data as ApiResponse<P> } : failureForCheck(status, checked.reason);
    }
    case 202:
    case 204:
      return { kind: 'empty', status };
    case 206:
    case 209:
    case 406: {
      const json = parseJson(text);
      return { kind: 'status', status, data: json.ok ? json.value : null };
    }
    default: {
      const json = parseJson(text);
      return failureForStatus(status, json.ok ? messageOf(json.value) : undefined);
    }
  }
}

/**
 * For query functions: the 200 data, or null for 202/204 (SPEC.md: 204 means an empty list);
 * throws ApiError for failures and for a status the caller did not expect.
 */
export async function fetchApiData<P extends ApiPath>(
  path: P,
  body: ApiBody<P>,
  options: CallApiOptions = {},
): Promise<ApiResponse<P> | null> {
  const result = await callApi(path, body, options);
  if (result.kind === 'data') return result.data;
  if (result.kind === 'empty') return null;
  if (result.kind === 'status') throw new ApiError(failureForStatus(result.status, messageOf(result.data)));
  throw new ApiError(result);
}
