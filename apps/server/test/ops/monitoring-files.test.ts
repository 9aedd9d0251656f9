// The dashboard and the alert rules under deploy/ (issue 52): promtool accepts the rules and its
// rule tests pass (where promtool is installed: CI installs Debian's prometheus package), and every
// metric they name is one the server exports, so a renamed metric cannot leave a silent panel or
// an alert that never fires.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../src/metrics/metrics';

const run = promisify(execFile);
const deploy = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((path) => existsSync(path));

/** Metric names in PromQL text (`blitz_…`, `nodejs_…`, `process_…`), without histogram suffixes. */
function namedMetrics(text: string): Set<string> {
  const names = [...text.matchAll(/\b((?:blitz|nodejs|process)_[a-z0-9_]+)/g)].map((match) => match[1]!);
  return new Set(names.map((name) => name.replace(/_(bucket|count|sum)$/, '')));
}

describe('deploy/prometheus and deploy/grafana', () => {
  it('name only metrics the server exports', async () => {
    const exported = new Set((await createMetrics().registry.getMetricsAsJSON()).map((metric) => metric.name));
    const alerts = await readFile(`${deploy}prometheus/alerts.yml`, 'utf8');
    const dashboard = JSON.parse(await readFile(`${deploy}grafana/blitz.json`, 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const expressions = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n');
    const named = [...namedMetrics(alerts), ...namedMetrics(expressions)];
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !exported.has(name))).toEqual([]);
    // Every family of the issue has a panel.
    for (const family of [
      'blitz_bids_accepted_total',
      'blitz_bid_duration_seconds',
      'blitz_scheduler_lag_seconds',
      'blitz_sockets_connected',
    ])
      expect(expressions).toContain(family);
  });

  it.runIf(PROMTOOL)('pass promtool check rules and its rule tests', async () => {
    const check = await run(PROMTOOL!, ['check', 'rules', 'alerts.yml'], { cwd: `${deploy}prometheus` });
    expect(check.stdout).toContain('SUCCESS: 5 rules found');
    const tests = await run(PROMTOOL!, ['test', 'rules', 'alerts.test.yml'], { cwd: `${deploy}prometheus` });
    expect(tests.stdout).toContain('SUCCESS');
  });
});
