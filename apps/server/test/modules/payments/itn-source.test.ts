// The ITN source check: addresses, CIDR ranges and host names resolved by DNS (cached, and kept
// when a lookup fails), IPv4-mapped IPv6 peers, and entries that are none of these.
import { describe, expect, it } from 'vitest';
import { PAYFAST_NOTIFY_HOSTS } from '../../../src/config-payment';
import { itnSourceCheck } from '../../../src/modules/payments/itn-source';
import { sourceKind } from '../../../src/shared/source-kind';

describe('ITN source check', () => {
  it('tells addresses, ranges and host names from anything else', () => {
    expect(sourceKind('197.97.145.150')).toBe('address');
    expect(sourceKind('2001:db8::1')).toBe('address');
    expect(sourceKind('41.74.179.192/27')).toBe('range');
    expect(sourceKind('2001:db8::/32')).toBe('range');
    expect(sourceKind('www.payfast.co.za')).toBe('host');
    expect(sourceKind('localhost')).toBe('host');
    for (const wrong of ['10.0.0.0/33', '10.0.0.0/8/1', 'not a host', 'http://payfast.co.za', '', '-bad.example', '1.2.3.4/x']) {
      expect(sourceKind(wrong), wrong).toBeNull();
    }
  });

  it('accepts the listed addresses and ranges and nothing else', async () => {
    const check = itnSourceCheck(['197.97.145.150', '41.74.179.192/27', '2001:db8::/32'], async () => {
      throw new Error('no host to resolve');
    });
    expect(await check('197.97.145.150')).toBe(true);
    expect(await check('41.74.179.223')).toBe(true);
    expect(await check('::ffff:41.74.179.200')).toBe(true);
    expect(await check('2001:db8:5::9')).toBe(true);
    expect(await check('41.74.179.224')).toBe(false);
    expect(await check('127.0.0.1')).toBe(false);
    expect(await check('not-an-address')).toBe(false);
  });

  it("resolves PayFast's hosts, keeps the answer a while, and keeps it when DNS fails", async () => {
    let clock = 0;
    let answers: Record<string, string[]> | null = { 'www.payfast.co.za': ['197.97.145.144'], 'w1w.payfast.co.za': ['197.97.145.145'] };
    const asked: string[] = [];
    const check = itnSourceCheck(
      PAYFAST_NOTIFY_HOSTS,
      async (host) => {
        asked.push(host);
        if (!answers) throw new Error('ENOTFOUND');
        return answers[host] ?? [];
      },
      () => clock,
    );
    expect(await check('197.97.145.145')).toBe(true);
    expect(await check('197.97.145.146')).toBe(false);
    expect(asked).toEqual([...PAYFAST_NOTIFY_HOSTS]);
    // Within five minutes nothing is looked up again; after, the new answer counts.
    answers = { 'www.payfast.co.za': ['197.97.145.146'] };
    clock = 60_000;
    expect(await check('197.97.145.146')).toBe(false);
    clock = 6 * 60_000;
    expect(await check('197.97.145.146')).toBe(true);
    expect(await check('197.97.145.145')).toBe(false);
    // DNS down: the last addresses found still count.
    answers = null;
    clock = 20 * 60_000;
    expect(await check('197.97.145.146')).toBe(true);
  });

  it('resolves a real host name', async () => {
    const check = itnSourceCheck(['localhost']);
    expect(await check('127.0.0.1')).toBe(true);
    expect(await check('10.9.8.7')).toBe(false);
  });
});
