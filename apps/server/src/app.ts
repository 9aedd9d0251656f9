/**
 * The app factory used by `server.ts` and by the tests: a Fastify instance with the database,
 * the API calls under /api, /healthz and /readyz, the catalogue media, the shop's pages (rendered
 * by its build) and the staff console. Nothing listens here but the metrics listener when
 * METRICS_PORT is set, opened once the app is ready (plugins/metrics.ts).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { SANDBOX_GATEWAY_PATH } from './config-payment';
import { installErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/log-redaction';
import { installSessions } from './http/session';
import { installStaffCalls } from './http/register-staff-call';
import { registerCompression } from './http/compression';
import { registerStaticFiles } from './http/static-files';
import { registerApiDocument } from './http/api-document-page';
import { registerSecurityHeaders } from './http/security-headers';
import { installDrain, registerProbes } from './http/readiness';
import { installRequestIds, requestIdOptions } from './http/request-id';
import { requestLogOptions } from './http/request-log';
import { checkSessionToken } from './modules/auth';
import { authRoutes } from './modules/auth/routes';
import { profileRoutes } from './modules/profile/routes';
import { rewardRoutes } from './modules/rewards/routes';
import { reportRoutes } from './modules/reports/routes';
import { createCatalogueChanges, createCatalogueService, type CatalogueChanges, type CatalogueService } from './modules/catalogue';
import { catalogueRoutes } from './modules/catalogue/routes';
import { sitemapRoutes } from './modules/catalogue/sitemap-routes';
import clockPlugin from './plugins/clock';
import dbPlugin from './plugins/db';
import languageModelPlugin from './plugins/language-model';
import mailPlugin from './plugins/mail';
import metricsPlugin from './plugins/metrics';
import rateLimitPlugin from './plugins/rate-limit';
import redisPlugin from './plugins/redis';
import storagePlugin from './plugins/storage';
import { imageRoutes } from './modules/images/routes';
import realtimeGateway from './realtime/gateway';
import { DEFAULT_SCHEDULER_INTERVAL_MS } from './jobs/scheduler';
import auctionsPlugin from './plugins/auctions';
import { auctionRoutes } from './modules/auctions/routes';
import { orderRoutes } from './modules/orders/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { cartRoutes } from './modules/cart/routes';
import { paymentRoutes } from './modules/payments/routes';
import { sandboxGateway } from './modules/payments/sandbox-routes';
import { checkStaffToken } from './modules/staff';
import { staffAccountRoutes } from './modules/staff/routes';
import { staffAuctionRoutes } from './modules/staff/auctions/routes';
import { staffOperationRoutes } from './modules/staff/operations-routes';
import { staffCatalogueRoutes } from './modules/staff/catalogue/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { fairPlayRoutes } from './modules/fair-play/routes';
import type { Clock } from './modules/clock-port';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    catalogueChanges: CatalogueChanges;
    /** The catalogue's one service (and its listing caches), shared by its calls and the item page's call (`/auction/get`). */
    catalogue: CatalogueService;
  }
}

export interface BuildOptions {
  /** Fastify logger settings; defaults to JSON logs at the configured level. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Milliseconds between scheduler passes; 0 leaves the scheduler off (tests tick the engine). */
  schedulerIntervalMs?: number;
  /** With DATA_DIR=memory://, the embedded database starts as a copy of this dump (the tests' migrated template). */
  pgliteTemplate?: Blob;
  /** What time the services take it to be; the system's clock unless a test brings its own. */
  clock?: Clock;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // The drain's load shedding is http/readiness.ts's, which spares /healthz.
    return503OnClosing: false,
    ...requestIdOptions,
    // One log line per request instead of Fastify's two (http/request-log.ts).
    ...requestLogOptions(),
    // Behind a proxy request.ip (and so the rate limits) follows X-Forwarded-For only as far as TRUST_PROXY allows.
    trustProxy: config.trustProxy,
    // The first start opens a new embedded database, migrates and seeds it: far beyond the 10 s default.
    pluginTimeout: 300_000,
  });
  app.decorate('config', config);
  const drain = installDrain(app);
  app.decorate('catalogueChanges', createCatalogueChanges());
  installRequestIds(app);
  installErrorHandler(app);
  // The HTTP edge knows no domain: the token checks are given to it (the database opens below, before any call).
  installSessions(app, (token) => checkSessionToken(app.db, config.jwtSecret, token));
  installStaffCalls(app, (token) => checkStaffToken(app.db, config.jwtSecret, token));
  await registerSecurityHeaders(app, config);
  await registerCompression(app);

  await app.register(clockPlugin, { clock: options.clock });
  await app.register(metricsPlugin);
  await app.register(dbPlugin, { config, pgliteTemplate: options.pgliteTemplate });
  app.decorate('catalogue', createCatalogueService(app.db, app.catalogueChanges));
  await app.register(redisPlugin);
  await app.register(mailPlugin);
  await app.register(languageModelPlugin);
  await app.register(storagePlugin);
  await app.register(rateLimitPlugin);
  await app.register(realtimeGateway);
  await app.register(auctionsPlugin, { schedulerIntervalMs: options.schedulerIntervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS });

  registerProbes(app, drain);

  // /admin leaves the shop for the staff site; the address is server configuration (ADMIN_URL).
  app.get('/admin', async (_request, reply) => reply.redirect(config.adminUrl, 302));

  await app.register(catalogueRoutes);
  await app.register(sitemapRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(rewardRoutes);
  await app.register(reportRoutes);
  await app.register(auctionRoutes);
  await app.register(orderRoutes);
  await app.register(shippingRoutes);
  await app.register(cartRoutes);
  await app.register(paymentRoutes);
  await app.register(imageRoutes);
  await app.register(staffAccountRoutes);
  await app.register(staffAuctionRoutes);
  await app.register(staffOperationRoutes);
  await app.register(staffCatalogueRoutes);
  await app.register(assistantRoutes);
  await app.register(fairPlayRoutes);
  // The calls above as an OpenAPI document (/api/openapi.json) and a page (/api/docs).
  await registerApiDocument(app);
  if (config.payment.gateway === 'sandbox') await app.register(sandboxGateway, { path: SANDBOX_GATEWAY_PATH });
  await registerStaticFiles(app, config);
  return app;
}
