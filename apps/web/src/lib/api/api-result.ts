// The value every API call resolves to (SPEC.md section 8, "Wrapper status handling"). HTTP
// outcomes are never thrown: callers switch on `kind`.
import type { ErrorCode } from '@blitz/contract';

/** 200 with data that passed the contract's response schema. */
export interface ApiDataResult<T> {
  kind: 'data';
  status: 200;
  data: T;
}

/** 202 and 204: success without a body. */
export interface ApiEmptyResult {
  kind: 'empty';
  status: 202 | 204;
}

/** 206, 209 and 406: the status plus whatever JSON the server sent (null when none). */
export interface ApiStatusResult {
  kind: 'status';
  status: 206 | 209 | 406;
  data: unknown;
}

/**
 * Why a call failed: `http` for the error statuses of SPEC.md section 8; `unknown_status` for a
 * status it does not name; `unparseable` and `invalid_shape` for a 200 whose body is not JSON or
 * not the contract's shape; `request_aborted` and `network_error` with status 0.
 */
export type ApiFailureReason = 'http' | 'unknown_status' | 'unparseable' | 'invalid_shape' | 'request_aborted' | 'network_error';

export interface ApiErrorResult {
  kind: 'error';
  /** HTTP status, or 0 when no response arrived. */
  status: number;
  reason: ApiFailureReason;
  /** Keys into ERROR_MESSAGES (English) and into the `api` translations. */
  titleCode: ErrorCode;
  messageCode: ErrorCode;
  /** The English title and message (ERROR_MESSAGES); translate the codes for display. */
  title: string;
  message: string;
  /** The `message` field of the server's JSON error body, when it sent one. */
  serverMessage?: string;
}

export type ApiResult<T> = ApiDataResult<T> | ApiEmptyResult | ApiStatusResult | ApiErrorResult;
