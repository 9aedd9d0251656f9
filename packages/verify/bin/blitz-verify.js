#!/usr/bin/env node
// @ts-check
/**
 * blitz-verify <auction address or record file> [--accounts <file or address>] [--json]
 * Exit status: 0 verified, 1 a check failed, 2 the record could not be read.
 */
import { readFile } from 'node:fs/promises';
import { formatReport, loadRecord, verifyRecord } from '../src/index.js';

/** @param {string} source */
async function loadAccounts(source) {
  const text = /^https?:/i.test(source) ? await (await fetch(source)).text() : await readFile(source, 'utf8');
  const value = JSON.parse(text);
  return Array.isArray(value) ? value : value.accounts;
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const accountsAt = args.indexOf('--accounts');
  const accountsSource = accountsAt >= 0 ? args[accountsAt + 1] : undefined;
  const source = args.find((arg, i) => !arg.startsWith('--') && (accountsAt < 0 || i !== accountsAt + 1));
  if (!source || args.includes('--help')) {
    process.stderr.write('usage: blitz-verify <auction address or record file> [--accounts <file or address>] [--json]\n');
    return 2;
  }
  let record;
  let accounts;
  try {
    record = await loadRecord(source);
    accounts = accountsSource ? await loadAccounts(accountsSource) : undefined;
  } catch (error) {
    process.stderr.write(`blitz-verify: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const report = verifyRecord(record, accounts);
  process.stdout.write(
    json ? `${JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? String(v) : v), 2)}\n` : `${formatReport(report)}\n`,
  );
  return report.ok ? 0 : 1;
}

process.exitCode = await main();
