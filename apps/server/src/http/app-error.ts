/**
 * AppError: the one error type domain code throws on purpose. It carries a code of the contract's
 * error catalogue, which gives its HTTP status (SPEC.md section 8) and its text; the global handler
 * sends `{message}` with that status.
 */
import { ERROR_MESSAGES, errorStatus, type HttpErrorCode } from '@blitz/contract';

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(readonly code: HttpErrorCode) {
    super(ERROR_MESSAGES[code]);
    this.statusCode = errorStatus(code);
  }

  static badRequest(): AppError {
    return new AppError('DATA_FORMAT_ERROR');
  }

  static unauthorized(): AppError {
    return new AppError('AUTH_FAILED');
  }

  static forbidden(): AppError {
    return new AppError('NO_PERMISSION');
  }

  static notFound(): AppError {
    return new AppError('NO_DATA_FOUND');
  }

  static conflict(): AppError {
    return new AppError('ALREADY_EXISTS');
  }

  static tooManyRequests(): AppError {
    return new AppError('TOO_MANY_REQUESTS');
  }
}
