/**
 * TRUST_PROXY as Fastify's trustProxy reads it: true, false, or the proxies' addresses, CIDR ranges
 * and proxy-addr's range names; a hop count is refused.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

export type TrustProxy = boolean | string[];

/** proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_MESSAGE = 'must be true, false or a comma-separated list of proxy addresses or CIDR ranges';
// Fastify 5 refuses hop counts: without knowing the proxy's address a client that reaches the
// server directly could claim any address with enough X-Forwarded-For entries.
const TRUST_PROXY_HOPS_MESSAGE =
  'must name the proxies (addresses or CIDR ranges, comma-separated) or be true or false; ' +
  'a number of hops is not accepted because it cannot tell a proxy from a client';

/** An address, an address/prefix-length or address/netmask, or a range name, as proxy-addr reads them. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

export const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HOPS_MESSAGE });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.every(isProxyEntry)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});
