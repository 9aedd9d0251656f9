/**
 * /report/create (SPEC.md section 7, Report): anyone may report a problem, signed in or not; the
 * contract validates the fields (in SPEC.md section 5's order), the report is stored as open.
 */
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
      email: body.email.toLowerCase(),
      cellNumber: body.cellNumber.replace(/\s+/g, ''),
      message: body.message,
      type: body.type,
    });
    return accepted();
  });
}
