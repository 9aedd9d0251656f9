// @ts-check
/** The verifier's readable report: one line per check, its problems under it, a verdict last. */

/** @param {number} cents */
const rand = (cents) => `R ${(cents / 100).toFixed(2)}`;

/**
 * @param {import('./index').VerifyReport} report
 * @returns {string}
 */
export function formatReport(report) {
  const lines = [
    `Auction ${report.auctionId}: ${report.entries} entries, ${report.bids} bids, final price ${rand(report.finalPriceCents)}, status ${report.status ?? 'unknown'}`,
  ];
  if (report.winner) lines.push(`Winner: ${report.winner.nickname ?? '?'} (#${report.winner.id ?? '?'})`);
  lines.push(`Chain head: ${report.head}`, '');
  for (const check of report.checks) {
    lines.push(`${check.ok ? 'PASS' : 'FAIL'}  ${check.title}`);
    for (const problem of check.problems.slice(0, 20)) lines.push(`        ${problem}`);
    if (check.problems.length > 20) lines.push(`        … and ${check.problems.length - 20} more`);
  }
  lines.push('', report.ok ? 'VERIFIED: the record holds by the published rules.' : 'NOT VERIFIED: see the failed checks above.');
  return lines.join('\n');
}
