// Proves the lint rules of eslint.config.js beyond the import boundaries with fixtures the rules
// reject: files of at most 300 lines of code (CONVENTIONS.md 8), promises awaited or marked
// `void` wherever the typed rules apply, and server modules and jobs reading the time from their clock port.
import { describe, expect, it } from 'vitest';
import { lintAs, lintFixture, lintWhereTheyStand, readFixture, root, typed } from './lint-fixture';

describe('file length', () => {
  it('rejects a file of 301 lines of code', { timeout: 60_000 }, async () => {
    expect(await lintFixture('too-many-lines.ts')).toEqual(['max-lines: File has too many lines (301). Maximum allowed is 300.']);
  });

  it('counts neither blank lines nor comments', { timeout: 60_000 }, async () => {
    // The same file with one line of code less, each line followed by a blank line and a comment.
    const code = readFixture('too-many-lines.ts').replace('  line300: 300,\n', '').replace(/,\n/g, ',\n\n  // a comment\n');
    expect(code.split('\n').length).toBeGreaterThan(800);
    expect(await lintAs(code, 'apps/server/src/modules/catalogue/fixture.ts')).toEqual([]);
  });

  it.each([['apps/web/src/app/fixture.tsx'], ['apps/staff/src/fixture.tsx'], ['e2e/tests/fixture.spec.ts'], ['scripts/fixture.mjs']])(
    'holds in %s too',
    { timeout: 60_000 },
    async (path) => {
      const config = (await typed.calculateConfigForFile(`${root}${path}`)) as { rules: Record<string, unknown> };
      expect(config.rules['max-lines']).toEqual([2, { max: 300, skipBlankLines: true, skipComments: true }]);
    },
  );
});

describe('promises', () => {
  it('rejects a promise nobody awaits, and one passed where a plain callback is expected', { timeout: 60_000 }, async () => {
    const messages = await lintWhereTheyStand(['floating-promise.ts', 'allowed-promise-handled.ts'], { typed: true });
    expect(messages['floating-promise.ts']).toEqual([
      expect.stringMatching(/^5:3 @typescript-eslint\/no-floating-promises: Promises must be awaited/),
      expect.stringMatching(/^9:22 @typescript-eslint\/no-misused-promises: Promise returned in function argument where a void return/),
    ]);
    expect(messages['allowed-promise-handled.ts']).toEqual([]);
  });

  const typedRules = ['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises'];
  const rulesOf = async (path: string) =>
    (await typed.calculateConfigForFile(`${root}${path}`)) as {
      rules: Record<string, unknown>;
      languageOptions: { parserOptions: object };
    };

  it.each([
    ['apps/server/src/jobs/fixture.ts'],
    ['apps/server/test/fixture.test.ts'],
    ['packages/contract/src/fixture.ts'],
    ['packages/verify/src/fixture.js'],
    ['e2e/tests/fixture.spec.ts'],
    ['bench/lib/fixture.ts'],
    ['scripts/fixture.mjs'],
    ['test/lint/fixture.test.ts'],
    ['apps/staff/src/fixture.tsx'],
    ['apps/staff/test/fixture.test.tsx'],
    ['apps/web/src/app/fixture.tsx'],
    ['apps/web/test/app/fixture.test.tsx'],
  ])('checks %s with type information', { timeout: 60_000 }, async (path) => {
    const config = await rulesOf(path);
    for (const rule of typedRules) expect(config.rules[rule]).toEqual([2]);
    expect(config.languageOptions.parserOptions).toHaveProperty('projectService');
  });
});

describe('the clock port', () => {
  const twoClockReadings = [
    expect.stringMatching(/^no-restricted-syntax: Ask the clock port for the time/),
    expect.stringMatching(/^no-restricted-syntax: Ask the clock port for the time/),
  ];

  it("rejects a server module reading the system's time, and accepts a date made from a value", { timeout: 60_000 }, async () => {
    expect(await lintFixture('module-reads-system-clock.ts')).toEqual(twoClockReadings);
  });

  it.each([['apps/server/src/modules/auctions/engine.ts'], ['apps/server/src/jobs/scheduler.ts']])(
    'holds in %s too',
    { timeout: 60_000 },
    async (path) => {
      expect(await lintAs(readFixture('module-reads-system-clock.ts'), path)).toEqual(twoClockReadings);
    },
  );
});
