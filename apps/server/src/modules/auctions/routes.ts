/** Auction calls: the item page (with the signed-in bidder's own standing), BidBuddy, open auctions and bids history. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { noContent, ok, withStatus } from '../../http/call-result';
import { registerCall } from '../../http/register-call';
import { getSession } from '../../http/session';
import { blitzCount } from '../wallet';
import { createBidLists } from './bid-lists';
import { buddyView, setBuddy } from './buddy-service';
import { hasBidOn } from './viewer-standing';

export async function auctionRoutes(app: FastifyInstance): Promise<void> {
  const lists = createBidLists(app.db);

  // No auction is hidden from shoppers (withdrawn ones show as Closed), so 209 never applies.
  registerCall(app, '/auction/get', async ({ body, request }) => {
    const product = await app.catalogue.auction(body.auctionID, body.lanIso);
    if (!product) return noContent();
    if (!request.session) return ok(product);
    // A signed-in bidder sees their own BidBuddy on the item page, and whether they have bid on it (checkBidType).
    const { userId } = request.session;
    const [buddy, hasBid] = await Promise.all([buddyView(app.db, userId, product.id), hasBidOn(app.db, userId, product.id)]);
    return ok({ ...product, ...buddy, hasBid });
  });

  // 200 with the buddy's state; 406 {reason} when it cannot be set (no Blitz, auction over...).
  registerCall(app, '/auction/bidBuddy', async ({ body, request }) => {
    const { userId } = getSession(request);
    if (body.active && body.buddyAmount < 1) throw AppError.badRequest();
    const result = await setBuddy(app.db, { userId, auctionId: body.auctionID, active: body.active, amount: body.buddyAmount });
    if (!result.ok) return withStatus(406, { reason: result.reason });
    const { balance, ...state } = result.state;
    const count = blitzCount(balance);
    app.realtime.toUser(userId, 'new-bids-count', count);
    return ok({ ...state, bids: count.bids });
  });

  registerCall(app, '/bids/active', async ({ request }) => {
    const list = await lists.active(getSession(request).userId);
    return list.length > 0 ? ok(list) : noContent();
  });

  registerCall(app, '/bids/history', async ({ body, request }) => {
    const page = await lists.history(getSession(request).userId, body);
    return page.previousBids.length > 0 ? ok(page) : noContent();
  });
}
