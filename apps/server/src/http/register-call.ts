/**
 * registerCall: the only way an API call of SPEC.md section 7 is mounted. It serves
 * `POST /api{path}`, parses the body with the contract's schema (400 'Data format error' on
 * failure), resolves and checks the session the call's `auth` asks for (session.ts), runs the
 * handler, checks 200 data against the contract's response schema and sends the result through
 * the one response helper.
 */
import { apiCalls, type ApiParsedBody, type ApiPath, type ApiResponse } from '@blitz/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';
import { CheckedJson, sendResult, type CallResult } from './call-result';
import { resolveSession } from './session';
import { callBody } from './call-body';

export interface CallContext<P extends ApiPath> {
  body: ApiParsedBody<P>;
  request: FastifyRequest;
}

export type CallHandler<P extends ApiPath> = (context: CallContext<P>) => Promise<CallResult<ApiResponse<P>>>;

export interface CallOptions {
  /**
   * The answer for a body that fails its schema when it is not the default 400, e.g. /auth/signup
   * answers 202 when required fields are missing (SPEC.md section 8). Undefined keeps the 400.
   */
  invalidBody?: (body: unknown) => CallResult<never> | undefined;
}

export function registerCall<P extends ApiPath>(app: FastifyInstance, path: P, handler: CallHandler<P>, options: CallOptions = {}): void {
  const definition = apiCalls[path];
  // Our own answer breaking the contract is a server bug: log it, answer 500.
  const checkResponse = (data: unknown): ApiResponse<P> => {
    if (!definition.response) return data as ApiResponse<P>;
    const checked = definition.response.safeParse(data);
    if (!checked.success) throw new Error(`Response of ${path} breaks the contract: ${z.prettifyError(checked.error)}`);
    return checked.data as ApiResponse<P>;
  };
  // Shared answers (okShared), checked and serialised once each; dropped with the cache that holds them.
  const sharedAnswers = new WeakMap<object, CheckedJson<ApiResponse<P>>>();
  app.post(`/api${path}`, async (request, reply) => {
    const raw = callBody(request.body);
    const parsed = definition.body.safeParse(raw);
    if (!parsed.success) {
      const answer = options.invalidBody?.(raw);
      if (answer) return sendResult(reply, answer);
      throw AppError.badRequest();
    }
    const envelope = parsed.data as { refreshToken?: string };
    await resolveSession(request, definition.auth, envelope.refreshToken);
    const result = await handler({ body: parsed.data as ApiParsedBody<P>, request });
    if (result.status === 200 && 'shared' in result) {
      let checked = sharedAnswers.get(result.shared);
      if (!checked) {
        checked = CheckedJson.of({ parse: checkResponse }, result.shared);
        sharedAnswers.set(result.shared, checked);
      }
      return sendResult(reply, { status: 200, checked });
    }
    if (result.status === 200 && 'data' in result) return sendResult(reply, { status: 200, data: checkResponse(result.data) });
    return sendResult(reply, result);
  });
}
