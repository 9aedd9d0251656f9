/**
 * What a network source entry is: an address, a CIDR range or a host name. The configuration
 * checks PAYFAST_ITN_SOURCES with it, and the payments module builds its source check from it.
 */
import { isIP } from 'node:net';

/** A source entry: an address, a CIDR range or a host name; anything else is not one. */
export function sourceKind(entry: string): 'address' | 'range' | 'host' | null {
  if (isIP(entry)) return 'address';
  const [address, bits, extra] = entry.split('/');
  if (bits !== undefined && extra === undefined && address && isIP(address) && /^\d{1,3}$/.test(bits)) {
    return Number(bits) <= (isIP(address) === 4 ? 32 : 128) ? 'range' : null;
  }
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(entry) ? 'host' : null;
}
