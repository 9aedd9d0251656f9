/** Types of @blitz/verify (the code is plain JavaScript so that `npx blitz-verify` needs nothing but Node). */
export interface RecordEntry {
  seq: number;
  auction: number;
  kind: 'listed' | 'opened' | 'bid' | 'ended' | 'closed' | 'changed' | (string & {});
  /** UTC to the microsecond: 2026-01-31T10:00:00.123456Z */
  at: string;
  prevHash: string;
  hash: string;
  [field: string]: unknown;
}

export interface HouseAccount {
  id: number;
  nickname: string;
  kind: 'system' | 'staff' | (string & {});
}

export interface AuctionRecord {
  format: string;
  auctionId: number;
  entries: RecordEntry[];
  head?: string;
  houseAccounts?: HouseAccount[];
  [field: string]: unknown;
}

export interface Check {
  name: string;
  title: string;
  ok: boolean;
  problems: string[];
}

export interface VerifyReport {
  auctionId: number;
  ok: boolean;
  entries: number;
  bids: number;
  finalPriceCents: number;
  status: string | null;
  winner: { id: number | null; nickname: string | null } | null;
  head: string;
  checks: Check[];
}

export const GENESIS_HASH: string;
export const RECORD_FORMAT: string;
export const RETAIL_END_PERCENT: number;
export function canonicalEntry(entry: Record<string, unknown>): string;
export function entryHash(prevHash: string, canonical: string): string;
export function dayDigest(heads: { auctionId: number; head: string }[]): string;
export function recordTime(value: unknown): bigint | null;
export function verifyRecord(record: AuctionRecord, houseAccounts?: HouseAccount[]): VerifyReport;
export function formatReport(report: VerifyReport): string;
export function loadRecord(source: string, fetchImpl?: typeof fetch): Promise<AuctionRecord>;
export function recordUrl(source: string): URL | null;
