// Maps an HTTP status that carries no usable data to the failure SPEC.md section 8 names for it,
// through the contract's error catalogue.
import { ERROR_MESSAGES, errorCodeForStatus, type ErrorCode } from '@blitz/contract';
import type { ApiErrorResult, ApiFailureReason } from './api-result';

export function failure(
  status: number,
  reason: ApiFailureReason,
  titleCode: ErrorCode,
  messageCode: ErrorCode,
  serverMessage?: string,
): ApiErrorResult {
  return {
    kind: 'error',
    status,
    reason,
    titleCode,
    messageCode,
    title: ERROR_MESSAGES[titleCode],
    message: ERROR_MESSAGES[messageCode],
    ...(serverMessage === undefined ? {} : { serverMessage }),
  };
}

/** The failure for a status outside 200/202/204/206/209/406. */
export function failureForStatus(status: number, serverMessage?: string): ApiErrorResult {
  const messageCode = errorCodeForStatus(status);
  if (messageCode) return failure(status, 'http', 'ERROR_TITLE', messageCode, serverMessage);
  return failure(status, 'unknown_status', 'UNKNOWN_RESPONSE_CODE', 'CONTACT_SUPPORT', serverMessage);
}

/** The failure for a 200 whose body is not JSON or not of the contract's shape. */
export function failureForCheck(status: number, reason: 'unparseable' | 'invalid_shape'): ApiErrorResult {
  if (reason === 'unparseable') return failure(status, 'unparseable', 'PARSE_ERROR_TITLE', 'PARSE_ERROR');
  return failure(status, 'invalid_shape', 'ERROR_TITLE', 'INVALID_RESPONSE_FORMAT');
}
