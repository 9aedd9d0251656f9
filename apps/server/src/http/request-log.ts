/**
 * One JSON line per HTTP request, written when the answer has gone out, with the request's `reqId`
 * (request-id.ts). Fastify's own pair of lines ('incoming request', 'request completed') becomes
 * this one through its documented `logController` option. The URL is logged without its secrets
 * (log-redaction.ts); no address, email or body: beyond ids the line names no one.
 * docs/operations.md 'Logs' lists the fields.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { redactUrl } from './log-redaction';

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // The line is written once the answer is known (below).
  }

  override routeNotFound(): void {
    // The request's line says 404 already (and this one would carry the raw URL).
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      // The route pattern (`/api/auction/:id`); 'unmatched' for a 404 nothing routed.
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}

/** Fastify options for an instance that logs one line per request. */
export function requestLogOptions(): Pick<FastifyServerOptions, 'logController'> {
  return { logController: new OneLinePerRequest() };
}
