/**
 * Security headers on every answer (@fastify/helmet), and the one home of the shop's and the staff
 * console's Content-Security-Policy. The policy is enforced: scripts from the shop's own origin
 * plus a per-answer nonce (the server-rendered shop page's inline scripts carry it: its route
 * data and the module that hydrates it), no eval, styles from the origin plus the same nonce (the
 * staff console's MUI inserts its styles at run time through emotion; its page hands out the
 * nonce through `<meta property="csp-nonce">`, see `pageWithNonce`), images and uploads also from the shop's
 * public address and the S3 bucket, forms only to the shop (the sandbox gateway's page posts to
 * it; PayFast is reached by navigation), no framing. Strict-Transport-Security only goes out when
 * the answer travels over https (the request's protocol, behind a trusted proxy its
 * X-Forwarded-Proto, or an https PUBLIC_URL). A page or script that needs more changes
 * `contentSecurityPolicy` below, and nothing else.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import { CSP_NONCE_PLACEHOLDER, HIDDEN_INPUT_STYLE_HASH } from '@blitz/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's nonce, allowed by its Content-Security-Policy's script-src and style-src. */
    pageNonce: string;
  }
}

/** Browser features the shop never uses, switched off for its pages and anything they embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** The policy's directives for `config`; `nonce` gives the answer's nonce. */
export function contentSecurityPolicy(config: AppConfig, nonce: (res: ServerResponse) => string) {
  const publicOrigin = originOf(config.publicUrl);
  const s3 = config.s3 ? [originOf(config.s3.endpoint), originOf(config.s3.publicUrl)] : [];
  const https = config.publicUrl.startsWith('https:');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'", (_req: unknown, res: ServerResponse) => `'nonce-${nonce(res)}'`],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", (_req: unknown, res: ServerResponse) => `'nonce-${nonce(res)}'`],
      // Style attributes in the page's HTML: only Base UI's hidden inputs' one value, by its hash.
      styleSrcAttr: ["'unsafe-hashes'", `'${HIDDEN_INPUT_STYLE_HASH}'`],
      // Catalogue and uploaded pictures, inlined small assets, previews of a picked file.
      imgSrc: unique(["'self'", 'data:', 'blob:', publicOrigin, ...s3]),
      fontSrc: ["'self'", 'data:'],
      // The API and the realtime socket ('self' covers ws: and wss: of the origin), presigned uploads.
      connectSrc: unique(["'self'", publicOrigin, ...s3]),
      formAction: unique(["'self'", publicOrigin]),
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const nonces = new WeakMap<ServerResponse, string>();
  app.decorateReply('pageNonce', '');
  // Before helmet's hook, which reads the nonce while it writes the policy.
  app.addHook('onRequest', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.pageNonce = nonce;
    nonces.set(reply.raw, nonce);
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https' || config.publicUrl.startsWith('https:')) void reply.header('strict-transport-security', HSTS);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config, (res) => nonces.get(res) ?? ''),
    // Set above, only over https.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Pictures under /media may be shown by mail clients and other sites; everything else is the shop's own.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/media/')) void reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}

/** `html` with this answer's nonce in place of the build's placeholder (every script, style and link tag, and the nonce meta). */
export function pageWithNonce(html: string, reply: FastifyReply): string {
  return html.replaceAll(`nonce="${CSP_NONCE_PLACEHOLDER}"`, `nonce="${reply.pageNonce}"`);
}
