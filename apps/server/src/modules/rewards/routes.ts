/**
 * Reward calls (SPEC.md section 7 'Rewards'): the daily check-in with its three success statuses
 * (contract CHECK_IN_STATUS), today's reward, the check-in status, the history (204 when empty)
 * and the dashboard's summary. Grants are announced on the socket after their commit.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { accepted, noContent, ok, withStatus } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { announceGrants, checkIn, checkInStatus, dailyRewardEarned, rewardHistory, rewardSummary } from './service';

export async function rewardRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, '/reward/checkIn', async ({ request }) => {
    const outcome = await checkIn(app.db, getSession(request).userId, app.clock.now());
    if (outcome.kind === 'not-collecting') return accepted();
    if (outcome.kind === 'already') return withStatus(209, { date: outcome.date });
    announceGrants(app.realtime, [outcome.grant]);
    return ok({ bids: outcome.grant.bids, type: outcome.grant.type });
  });

  registerCall(app, '/reward/daily', async ({ request }) =>
    ok({ earned: await dailyRewardEarned(app.db, getSession(request).userId, app.clock.now()) }),
  );

  registerCall(app, '/reward/status', async ({ request }) => ok(await checkInStatus(app.db, getSession(request).userId, app.clock.now())));

  registerCall(app, '/reward/history', async ({ request }) => {
    const history = await rewardHistory(app.db, getSession(request).userId);
    return history ? ok(history) : noContent();
  });

  registerCall(app, '/reward/summary', async ({ request }) => {
    const summary = await rewardSummary(app.db, getSession(request).userId);
    if (!summary) throw AppError.unauthorized();
    return ok(summary);
  });
}
