/**
 * The global error and not-found handling: AppError answers its status with `{message}`, request
 * errors Fastify raises (invalid JSON, wrong content type, body too large) answer 400 'Data format
 * error', as does text the database cannot store; anything else is logged and answers 500 'Server error'. No stack trace ever leaves.
 */
import { ERROR_MESSAGES, errorStatus, type HttpErrorCode } from '@blitz/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error';

function isClientRequestError(error: unknown): error is FastifyError {
  const candidate = error as Partial<FastifyError> | null;
  return (
    typeof candidate?.code === 'string' &&
    candidate.code.startsWith('FST_') &&
    typeof candidate.statusCode === 'number' &&
    candidate.statusCode >= 400 &&
    candidate.statusCode < 500
  );
}

/**
 * PostgreSQL refusing text it cannot store (a NUL character: SQLSTATE 22021 or, inside JSON,
 * 22P05): bad input, not a server fault. Drizzle passes the driver's error on as `cause`.
 */
function isUnstorableText(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '22021' || code === '22P05';
}

/** Answers with a code of the contract's error catalogue: its status and `{message}`. */
export function sendError(reply: FastifyReply, code: HttpErrorCode): FastifyReply {
  return reply.status(errorStatus(code)).send({ message: ERROR_MESSAGES[code] });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code);
    }
    if (isClientRequestError(error)) {
      request.log.info({ code: error.code }, 'rejected malformed request');
      return sendError(reply, 'DATA_FORMAT_ERROR');
    }
    if (isUnstorableText(error)) {
      request.log.info('rejected text the database cannot store');
      return sendError(reply, 'DATA_FORMAT_ERROR');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'SERVER_ERROR');
  });
}

/** True for paths the API owns, where a miss is `404 Route Not Found` rather than a shop page. */
export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
