// "Verify this auction": the open verifier, run in the page on the record's published JSON, lists
// each check with its outcome and the chain head; a record changed after it was written fails.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { canonicalEntry, entryHash, GENESIS_HASH, RECORD_FORMAT } from '@blitz/verify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordCheck } from '../../../src/features/fair-play/components/record-check';
import { renderWithProviders } from '../../components/render';

const at = (second: number) => `${new Date(Date.UTC(2026, 0, 31, 10, 0, second)).toISOString().slice(0, 19)}.000000Z`;

/** A short auction as the shop's database records it: listed, opened, two bids, ended. */
function chainedRecord() {
  const terms = { title: 'Kettle', bidType: 'Standard', retailCents: 50_000, startCents: 0, incrementCents: 10, timerSeconds: 10 };
  const bodies = [
    { kind: 'listed', at: at(0), status: 'Not Started', priceCents: 0, bidCount: 0, auctionTime: at(1), openingSeconds: 60, ...terms },
    { kind: 'opened', at: at(1), status: 'Open', priceCents: 0, bidCount: 0, endTime: at(61) },
    { kind: 'bid', at: at(20), bidderId: 7, bidder: 'Thabo', buddy: false, priceCents: 10, endTime: at(61) },
    { kind: 'bid', at: at(55), bidderId: 8, bidder: 'Lerato', buddy: false, priceCents: 20, endTime: at(65) },
    { kind: 'ended', at: at(65), status: 'Ended', priceCents: 20, bidCount: 2, endTime: at(65), winnerId: 8, winner: 'Lerato' },
  ];
  let prevHash = GENESIS_HASH;
  const entries = bodies.map((body, i) => {
    const fields = { ...body, auction: 12, seq: i + 1 };
    const hash = entryHash(prevHash, canonicalEntry(fields));
    const entry = { ...fields, prevHash, hash };
    prevHash = hash;
    return entry;
  });
  return { format: RECORD_FORMAT, auctionId: 12, entries, head: prevHash, houseAccounts: [] };
}

function publish(record: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(record), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function press() {
  renderWithProviders(<RecordCheck auctionId={12} />);
  await userEvent.click(screen.getByRole('button', { name: 'Verify this auction' }));
  return screen.findByTestId('record-check');
}

describe('RecordCheck', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('verifies a record that holds, check by check, with the chain head, from the JSON the command line reads', async () => {
    const record = chainedRecord();
    const fetch = publish(record);
    const report = await press();
    expect(fetch).toHaveBeenCalledWith('/api/fair-play/record/12', expect.anything());
    expect(within(report).getByRole('status').textContent).toBe('Verified in your browser: the record holds by the published rules.');
    const items = within(report)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(8);
    expect(items).toContain('Pass: Every bid is in the record');
    expect(items.every((item) => item?.startsWith('Pass: '))).toBe(true);
    expect(within(report).getByTestId('record-check-head').textContent).toBe(record.head);
  });

  it('fails a record whose bid was changed after it was written', async () => {
    const record = chainedRecord();
    record.entries[3] = { ...record.entries[3]!, priceCents: 30 };
    publish(record);
    const report = await press();
    expect(within(report).getByRole('status').textContent).toBe('Not verified: a check failed (see below).');
    const chain = within(report)
      .getByText(/Hash chain intact and in order/)
      .closest('li');
    expect(chain?.textContent).toContain('Fail: Hash chain intact and in order');
    expect(chain?.textContent).toContain('entry 4: contents do not match its hash');
  });

  it('says so when the record cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    renderWithProviders(<RecordCheck auctionId={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify this auction' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The verifier could not read the record.');
  });
});
