/**
 * Secrets stay out of the logs. Fastify's request log writes every URL, and some URLs carry a
 * live one-time secret: the emailed `/setup-account/{token}` and `/reset-password/{token}`
 * links, the magic link `/auth/{jwt}`, the staff console's `/staff/setup/{token}`, signed upload
 * URLs and the email those links name. `redactUrl` keeps the route and drops the secret;
 * `loggerOptions` puts it in the request serializer and has pino censor token-like fields of any
 * object logged (bodies included). `linkWithoutSecret` is the same for an emailed link, for the
 * copy of the email the outbox keeps.
 */
import type { FastifyServerOptions } from 'fastify';

type LoggerSettings = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

export const REDACTED = '[redacted]';

/**
 * Pages of the shop and of the staff console (under /staff) whose next path segment is a secret.
 * Slashes may be doubled: the browser sends such a path as written, and the page still opens.
 */
const SECRET_SEGMENT_AFTER = /^(\/+(?:[a-z]{2}\/+)?(?:staff\/+)?(?:setup-account|reset-password|auth|setup)\/+)[^/?#]+/i;
/** Query parameters whose value is a secret or names someone. */
const SECRET_QUERY_KEY = /token|jwt|signature|sig$|secret|password|passphrase|credential|key|code|email/i;
/** A JSON Web Token anywhere in a path (three base64url parts, the first a JSON header). */
const JWT_IN_PATH = /eyJ[\w-]*\.[\w-]+\.[\w-]+/g;

export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const safePath = path.replace(SECRET_SEGMENT_AFTER, `$1${REDACTED}`).replace(JWT_IN_PATH, REDACTED);
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // an undecodable key is judged as written
      }
      return equals !== -1 && SECRET_QUERY_KEY.test(name) ? `${key}=${REDACTED}` : pair.replace(JWT_IN_PATH, REDACTED);
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * An emailed link without its secret, which is the link's last path segment (`/setup-account/{token}`,
 * `/reset-password/{token}`, `/auth/{jwt}`, `ADMIN_URL/setup/{token}`); the rest is kept.
 */
export function linkWithoutSecret(link: string): string {
  const url = new URL(link);
  url.pathname = url.pathname.replace(/[^/]+\/?$/, REDACTED);
  return url.href;
}

/** Fields censored wherever an object is logged, up to two levels down (e.g. `body.refreshToken`). */
const SECRET_FIELDS = [
  'refreshToken',
  'token',
  'staffToken',
  'jwt',
  'loginToken',
  'emailToken',
  'bidToken',
  'referrerToken',
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'tokenHash',
  'passphrase',
  'signature',
  'authorization',
  'cookie',
];
const REDACT_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`), ...SECRET_FIELDS.map((field) => `*.*.${field}`)];

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The app's logger settings at a level: URLs redacted, secret fields censored. */
export function loggerOptions(level: string): LoggerSettings {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host ?? request.hostname,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
