/** /sitemap.xml and /robots.txt (sitemap.ts), for search engines and link previews' crawlers. */
import type { FastifyInstance } from 'fastify';
import { liveAndComingAuctionIds } from './repository';
import { robotsTxt, SITEMAP_AUCTION_LIMIT, sitemapXml } from './sitemap';

/** Crawlers may keep either for a few minutes: auctions open and end all day. */
const CACHE = 'public, max-age=300';

export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl } = app.config;
  app.get('/sitemap.xml', async (_request, reply) => {
    const ids = await liveAndComingAuctionIds(app.db, SITEMAP_AUCTION_LIMIT);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(sitemapXml(publicUrl, ids));
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(publicUrl)),
  );
}
