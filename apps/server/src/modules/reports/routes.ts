/**
 * /report/create (SPEC.md section 7, Report): anyone may report a problem, signed in or not; the
 * contract validates the fields (in SPEC.md section 5's order), the report is stored as open.
 */
import { normalizeEmail, stripWhitespace } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { reports } from '../../db/schema';
import { accepted } from '../../http/call-result';
import { registerCall } from '../../http/register-call';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, '/report/create', async ({ body, request }) => {
    await app.limitRate(request, 'report');
    await app.db.insert(reports).values({
      userId: request.session?.userId ?? null,
      fullName: body.fullName,
      email: normalizeEmail(body.email),
      cellNumber: stripWhitespace(body.cellNumber),
      message: body.message,
      type: body.type,
    });
    return accepted();
  });
}
