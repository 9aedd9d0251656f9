// @ts-check
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { canonicalEntry, formatReport, recordUrl, verifyRecord } from '../src/index.js';
import { buildRecord, edit, rechain, t, wonAuction } from './build-record.js';

/** @param {import('../src/index').VerifyReport} report */
const failed = (report) => report.checks.filter((c) => !c.ok).map((c) => c.name);

describe('canonical encoding', () => {
  it('sorts keys bytewise, leaves out nulls and hash fields, escapes as JSON', () => {
    expect(canonicalEntry({ seq: 1, bidder: 'a"b\n', at: 'x', winner: null, hash: 'h', prevHash: 'p', auctionTime: 'y' })).toBe(
      '{"at":"x","auctionTime":"y","bidder":"a\\"b\\n","seq":1}',
    );
  });
});

describe('verifyRecord', () => {
  it('passes an honest record and names the winner', () => {
    const report = verifyRecord(wonAuction());
    expect(failed(report)).toEqual([]);
    expect(report).toMatchObject({ ok: true, bids: 3, finalPriceCents: 30, winner: { id: 10, nickname: 'Thandi' } });
    expect(formatReport(report)).toContain('VERIFIED');
  });

  it('catches a changed entry', () => {
    const record = wonAuction();
    edit(record, 3, { buddy: false });
    expect(failed(verifyRecord(record))).toEqual(['chain']);
  });

  it('catches a removed entry and a reordered pair', () => {
    const removed = wonAuction();
    removed.entries.splice(3, 1);
    expect(failed(verifyRecord(removed))).toContain('chain');
    const swapped = wonAuction();
    swapped.entries.splice(2, 2, .../** @type {import('../src/index').RecordEntry[]} */ ([swapped.entries[3], swapped.entries[2]]));
    expect(failed(verifyRecord(swapped))).toContain('chain');
  });

  it('catches a forged head', () => {
    expect(failed(verifyRecord({ ...wonAuction(), head: 'f'.repeat(64) }))).toEqual(['chain']);
  });

  it('replays the rules even when a forger re-chains every hash', () => {
    const late = wonAuction();
    edit(late, 4, { at: t(68, 1), endTime: t(78, 1) });
    expect(failed(verifyRecord(rechain(late)))).toContain('clock');

    const price = wonAuction();
    edit(price, 3, { priceCents: 25 });
    expect(failed(verifyRecord(rechain(price)))).toContain('increments');

    const winner = wonAuction();
    edit(winner, 5, { winnerId: 11, winner: 'Sipho' });
    expect(failed(verifyRecord(rechain(winner)))).toEqual(['winner']);

    const house = wonAuction();
    edit(house, 3, { bidderId: 1, bidder: 'BlitzSystem' });
    expect(failed(verifyRecord(rechain(house)))).toEqual(['house']);

    const self = wonAuction();
    edit(self, 3, { bidderId: 10, bidder: 'Thandi' });
    expect(failed(verifyRecord(rechain(self)))).toEqual(['turns']);
  });

  it('requires the end at 90% of retail', () => {
    /** @type {Record<string, unknown>[]} */
    const base = wonAuction().entries.map(({ prevHash: _p, hash: _h, auction: _a, seq: _s, ...rest }) => rest);
    base[0] = { ...base[0], retailCents: 30 };
    // The third bid brings the price to R0.30 = 100% of retail: its end must be the bid itself.
    const honest = buildRecord(7, [...base.slice(0, 4), { ...base[4], endTime: base[4]?.at }, { ...base[5], endTime: base[4]?.at }]);
    expect(failed(verifyRecord(honest))).toEqual([]);
    expect(failed(verifyRecord(buildRecord(7, base)))).toEqual(['retail-end']);
    const goesOn = buildRecord(7, [
      ...base.slice(0, 4),
      { ...base[4], endTime: base[4]?.at },
      { kind: 'bid', at: t(68, 500), bidderId: 11, bidder: 'Sipho', buddy: false, priceCents: 40, endTime: t(68, 500) },
    ]);
    expect(failed(verifyRecord(goesOn))).toEqual(expect.arrayContaining(['retail-end', 'clock']));
  });

  it('accepts a withdrawal before the end and refuses bids after it', () => {
    const base = wonAuction()
      .entries.slice(0, 4)
      .map(({ prevHash: _p, hash: _h, auction: _a, seq: _s, ...rest }) => rest);
    const withdrawn = { kind: 'withdrawn', at: t(59), status: 'Closed', endTime: t(59), priceCents: 20, bidCount: 2 };
    expect(failed(verifyRecord(buildRecord(7, [...base, withdrawn])))).toEqual([]);
    const after = { kind: 'bid', at: t(60), bidderId: 10, bidder: 'Thandi', buddy: false, priceCents: 30, endTime: t(70) };
    expect(failed(verifyRecord(buildRecord(7, [...base, withdrawn, after])))).toContain('clock');
  });

  it('reports history it cannot check', () => {
    const record = buildRecord(3, [
      {
        kind: 'listed',
        at: t(0),
        status: 'Ended',
        retailCents: 1000,
        incrementCents: 10,
        timerSeconds: 10,
        priceCents: 500,
        bidCount: 50,
        winnerId: 4,
        winner: 'X',
      },
    ]);
    expect(failed(verifyRecord(record))).toEqual(['history']);
  });
});

describe('blitz-verify', () => {
  const bin = fileURLToPath(new URL('../bin/blitz-verify.js', import.meta.url));
  const run = async (/** @type {string[]} */ args) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args]);
      return { code: 0, stdout };
    } catch (error) {
      const e = /** @type {{ code: number, stdout: string, stderr: string }} */ (error);
      return { code: e.code, stdout: e.stdout + e.stderr };
    }
  };

  it('exits 0 on a good file, 1 on a tampered one, 2 on something else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'blitz-verify-'));
    const good = join(dir, 'good.json');
    const bad = join(dir, 'bad.json');
    await writeFile(good, JSON.stringify(wonAuction()));
    const tampered = wonAuction();
    edit(tampered, 2, { priceCents: 5 });
    await writeFile(bad, JSON.stringify(tampered));
    expect(await run([good])).toMatchObject({ code: 0, stdout: expect.stringContaining('VERIFIED') });
    expect(await run([bad])).toMatchObject({ code: 1, stdout: expect.stringContaining('FAIL  Hash chain') });
    expect((await run([join(dir, 'missing.json')])).code).toBe(2);
  });

  it('turns shop addresses into the record call', () => {
    expect(recordUrl('https://shop.example/item/42')?.href).toBe('https://shop.example/api/fair-play/record/42');
    expect(recordUrl('https://shop.example/fair-play/42')?.href).toBe('https://shop.example/api/fair-play/record/42');
    expect(recordUrl('record.json')).toBeNull();
  });
});
