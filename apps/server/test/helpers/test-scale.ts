/**
 * How many cases the property tests and the fuzzing run: the one setting is TEST_SCALE. `npm test`
 * sets `quick` (a small sample of each property, enough to catch a broken rule on every run);
 * `npm run test:full`, CI and a plain `vitest run` run today's full sizes. FUZZ_RUNS overrides the
 * fuzzing's runs per call (`npm run fuzz`: 300).
 */
const quick = process.env.TEST_SCALE === 'quick';

/** A property test's runs: `full` in the full tier, a quarter of it (at least 10) in the quick one. */
export const propertyRuns = (full: number) => (quick ? Math.min(full, Math.max(10, Math.ceil(full / 4))) : full);

/** A fuzzed call's runs: FUZZ_RUNS when set, else `full` in the full tier and a third of it (at least 3) in the quick one. */
export function fuzzRuns(full: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  if (Number.isInteger(runs) && runs > 0) return runs;
  return quick ? Math.min(full, Math.max(3, Math.ceil(full / 3))) : full;
}
