/**
 * AppError: the one error type domain code throws on purpose. It carries a code of the contract's
 * error catalogue and the HTTP status of SPEC.md section 8; the global handler sends `{message}`.
 */
import { ERROR_MESSAGES, type ErrorCode } from '@blitz/contract';

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string = ERROR_MESSAGES[code],
  ) {
    super(message);
  }

  static badRequest(code: ErrorCode = 'DATA_FORMAT_ERROR'): AppError {
    return new AppError(code, 400);
  }

  static unauthorized(code: ErrorCode = 'AUTH_FAILED'): AppError {
    return new AppError(code, 401);
  }

  static forbidden(code: ErrorCode = 'NO_PERMISSION'): AppError {
    return new AppError(code, 403);
  }

  static notFound(code: ErrorCode = 'NO_DATA_FOUND'): AppError {
    return new AppError(code, 404);
  }

  static conflict(code: ErrorCode = 'ALREADY_EXISTS'): AppError {
    return new AppError(code, 409);
  }

  static tooManyRequests(code: ErrorCode = 'TOO_MANY_REQUESTS'): AppError {
    return new AppError(code, 429);
  }
}
