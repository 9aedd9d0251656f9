/**
 * The nodes' own view of a run, read from their /metrics (METRICS_TOKEN): the bid latency from
 * the socket command's receipt to its acknowledgement, and how late the scheduler ran each due
 * opening, ending and buddy turn. Histograms of several scrapes (nodes, or one node before it was
 * restarted) are added bucket by bucket; quantiles are estimated as Prometheus's
 * histogram_quantile does, by linear interpolation inside the bucket.
 */

/** Cumulative bucket counts by upper bound, per series key (e.g. the `task` label). */
export type Buckets = Map<string, Map<number, number>>;

export async function scrape(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}/metrics answered ${response.status}`);
  return response.text();
}

/** The buckets of histogram `name` in Prometheus text, keyed by the value of label `by` (or ''). */
export function histogram(text: string, name: string, by?: string, where: Record<string, string> = {}): Buckets {
  const result: Buckets = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}_bucket{`)) continue;
    const labels = Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
    if (Object.entries(where).some(([key, value]) => labels[key] !== value)) continue;
    const key = by ? (labels[by] ?? '') : '';
    const bound = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
    const series = result.get(key) ?? new Map<number, number>();
    series.set(bound, (series.get(bound) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
    result.set(key, series);
  }
  return result;
}

export function addBuckets(...all: Buckets[]): Buckets {
  const sum: Buckets = new Map();
  for (const buckets of all) {
    for (const [key, series] of buckets) {
      const target = sum.get(key) ?? new Map<number, number>();
      for (const [bound, count] of series) target.set(bound, (target.get(bound) ?? 0) + count);
      sum.set(key, target);
    }
  }
  return sum;
}

/** The q-quantile (0..1) of one series' cumulative buckets, in the histogram's unit; NaN when empty. */
export function quantile(series: Map<number, number> | undefined, q: number): number {
  if (!series) return Number.NaN;
  const bounds = [...series.keys()].sort((a, b) => a - b);
  const total = series.get(Number.POSITIVE_INFINITY) ?? 0;
  if (total === 0) return Number.NaN;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const bound of bounds) {
    const count = series.get(bound)!;
    if (count >= rank) {
      // Past the last finite bucket Prometheus answers that bucket's bound.
      if (bound === Number.POSITIVE_INFINITY) return lower;
      return lower + ((bound - lower) * (rank - below)) / Math.max(1, count - below);
    }
    lower = bound;
    below = count;
  }
  return lower;
}

/** Count of observations of one series. */
export const observations = (series: Map<number, number> | undefined) => series?.get(Number.POSITIVE_INFINITY) ?? 0;
