// Maps an HTTP status that carries no usable data to the failure SPEC.md section 8 names for it.
import { ERROR_MESSAGES, type ErrorCode } from '@blitz/contract';
import type { ApiErrorResult, ApiFailureReason } from './api-result';

const STATUS_MESSAGE_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'DATA_FORMAT_ERROR',
  401: 'AUTH_FAILED',
  403: 'NO_PERMISSION',
  404: 'NO_DATA_FOUND',
  409: 'ALREADY_EXISTS',
  422: 'UNPROCESSABLE_ENTITY',
  423: 'LOCKED',
  429: 'TOO_MANY_REQUESTS',
};

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
  if (status >= 500 && status <= 599) return failure(status, 'http', 'ERROR_TITLE', 'SERVER_ERROR', serverMessage);
  const messageCode = STATUS_MESSAGE_CODES[status];
  if (messageCode) return failure(status, 'http', 'ERROR_TITLE', messageCode, serverMessage);
  return failure(status, 'unknown_status', 'UNKNOWN_RESPONSE_CODE', 'CONTACT_SUPPORT', serverMessage);
}
