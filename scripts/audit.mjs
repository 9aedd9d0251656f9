// `npm run audit:prod`: `npm audit --omit=dev` must find no high or critical advisory in what a
// production install holds. The audit needs the registry's audit service; where it cannot be
// reached (offline, or a mirror without it) this says so and passes, since nothing was checked.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' });
/** @type {{ vulnerabilities?: Record<string, { severity: string }>, metadata?: { vulnerabilities?: Record<string, number> }, message?: string, error?: { summary?: string } }} */
let report;
try {
  report = JSON.parse(result.stdout || '{}');
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason =
    report.message ?? report.error?.summary ?? (result.stderr.trim().split('\n').at(-1) || `npm audit exited with ${result.status}`);
  console.log(`npm audit --omit=dev: the audit service could not be reached, nothing was checked (${reason})`);
  process.exit(0);
}
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, finding]) => ['high', 'critical'].includes(finding.severity));
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
for (const [name, finding] of serious) console.error(`  ${finding.severity}: ${name}`);
process.exit(serious.length > 0 ? 1 : 0);
