/**
 * Public fair-play calls, served as GET so browsers download them and the verifier fetches them:
 * an auction's record (JSON, or CSV with `.csv`), the house accounts, the daily digests and the
 * heads behind one day's digest. And the signed-in shopper's standing against the win limits on
 * an auction (`/auction/winLimits`; 204 when there is no such auction).
 */
import { auctionRecordSchema, dayHeadsSchema, FAIR_PLAY_API_PREFIX, houseAccountListSchema, recordDigestListSchema } from '@blitz/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { noContent, ok } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { dayHeads, listDigests, publishDueDigests } from './digests';
import { recordCsv } from './record-csv';
import { houseAccounts, readRecord } from './record-repository';
import { winStanding } from './win-standing';

const recordParams = z.object({ file: z.string().regex(/^\d{1,20}(\.json|\.csv)?$/) });
const dayParams = z.object({ day: z.iso.date() });

function sendJson(reply: FastifyReply, schema: { parse(value: unknown): unknown }, value: unknown, download?: string) {
  if (download) reply.header('content-disposition', `attachment; filename="${download}"`);
  return reply
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(schema.parse(value)));
}

export async function fairPlayRoutes(app: FastifyInstance): Promise<void> {
  // /record/12 answers JSON; /record/12.json and /record/12.csv are the downloads.
  app.get(`${FAIR_PLAY_API_PREFIX}/record/:file`, async (request, reply) => {
    const params = recordParams.safeParse(request.params);
    if (!params.success) throw AppError.badRequest();
    const [id, extension] = params.data.file.split('.');
    const productId = Number(id);
    if (productId < 1 || productId > 2_147_483_647) throw AppError.notFound();
    const record = await readRecord(app.db, productId);
    if (!record) throw AppError.notFound();
    const name = `auction-${productId}-record`;
    if (extension === 'csv') {
      return reply
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(recordCsv(record));
    }
    return sendJson(reply, auctionRecordSchema, record, extension === 'json' ? `${name}.json` : undefined);
  });

  registerCall(app, '/auction/winLimits', async ({ body, request }) => {
    const standing = await winStanding(app.db, getSession(request).userId, body.auctionID);
    return standing ? ok(standing) : noContent();
  });

  app.get(`${FAIR_PLAY_API_PREFIX}/house-accounts`, async (_request, reply) =>
    sendJson(reply, houseAccountListSchema, { accounts: await houseAccounts(app.db) }),
  );

  app.get(`${FAIR_PLAY_API_PREFIX}/digests`, async (_request, reply) => {
    await publishDueDigests(app.db);
    return sendJson(reply, recordDigestListSchema, { digests: await listDigests(app.db) });
  });

  app.get(`${FAIR_PLAY_API_PREFIX}/digests/:day`, async (request, reply) => {
    const params = dayParams.safeParse(request.params);
    if (!params.success) throw AppError.badRequest();
    const heads = await dayHeads(app.db, params.data.day);
    if (!heads) throw AppError.notFound();
    return sendJson(reply, dayHeadsSchema, heads);
  });
}
