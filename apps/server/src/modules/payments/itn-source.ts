/**
 * PayFast's source check on an Instant Transaction Notification: the notifying address must be
 * one of PayFast's. PayFast documents it as "the address resolves from one of our hosts"
 * (www, sandbox, w1w and w2w.payfast.co.za, resolved afresh, since the addresses change); the
 * configured sources may also name addresses and CIDR ranges (PAYFAST_ITN_SOURCES). Resolved
 * host addresses are kept for a few minutes; when a lookup fails the last ones found are used.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { sourceKind } from '../../shared/source-kind';

const RESOLVED_FOR_MS = 5 * 60_000;

export type Lookup = (host: string) => Promise<string[]>;

const lookupAll: Lookup = async (host) => (await dnsLookup(host, { all: true })).map((entry) => entry.address);

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) as `1.2.3.4`. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * `(address) => whether it is one of the sources`. `now` times how long looked-up addresses are
 * kept (milliseconds on the monotonic clock by default, not the time of day).
 */
export function itnSourceCheck(sources: readonly string[], lookup: Lookup = lookupAll, now: () => number = () => performance.now()) {
  const fixed = new BlockList();
  const hosts: string[] = [];
  for (const entry of sources) {
    const kind = sourceKind(entry);
    if (kind === 'address') fixed.addAddress(entry, isIP(entry) === 6 ? 'ipv6' : 'ipv4');
    else if (kind === 'range') {
      const [address, bits] = entry.split('/') as [string, string];
      fixed.addSubnet(address, Number(bits), isIP(address) === 6 ? 'ipv6' : 'ipv4');
    } else if (kind === 'host') hosts.push(entry);
  }
  let resolved = new Set<string>();
  let resolvedAt = -Infinity;

  async function hostAddresses(): Promise<Set<string>> {
    if (hosts.length === 0 || now() - resolvedAt < RESOLVED_FOR_MS) return resolved;
    const found = await Promise.all(hosts.map((host) => lookup(host).catch(() => [] as string[])));
    const addresses = new Set(found.flat().map(plainAddress));
    // A failed lookup keeps what was known rather than refusing every notice until DNS is back.
    if (addresses.size > 0 || resolved.size === 0) {
      resolved = addresses;
      resolvedAt = now();
    }
    return resolved;
  }

  return async (address: string): Promise<boolean> => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    if (family === 0) return false;
    if (fixed.check(plain, family === 6 ? 'ipv6' : 'ipv4')) return true;
    return (await hostAddresses()).has(plain);
  };
}
