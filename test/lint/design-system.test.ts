// Proves the shop's one design system (eslint.config.js, issue 48): a file of apps/web that imports
// MUI or emotion is rejected, wherever it is.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = new URL('./fixtures/', import.meta.url);
const eslint = new ESLint({ cwd: root, ignore: false });

async function lintFixture(name: string): Promise<string[]> {
  const code = readFileSync(new URL(name, fixtures), 'utf8');
  const lintedAs = /^\/\/ Linted as ([^\s:]+)/.exec(code)?.[1];
  if (!lintedAs) throw new Error(`${name} does not say where it is linted`);
  const [result] = await eslint.lintText(code, { filePath: `${root}${lintedAs}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the shop draws with its own design system', () => {
  it.each(['shop-imports-mui.tsx', 'shop-imports-emotion.ts'])('rejects %s', { timeout: 60_000 }, async (name) => {
    // (Beside it, the import of a package the shop does not depend on any more may be refused too.)
    const refusals = (await lintFixture(name)).filter((message) => message.startsWith('no-restricted-imports'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain('The shop draws with its design system');
  });

  it('accepts a file drawing with src/ui', { timeout: 60_000 }, async () => {
    expect(await lintFixture('allowed-shop-imports-ui.tsx')).toEqual([]);
  });

  it('still keeps i18next out of files that may not import MUI', { timeout: 60_000 }, async () => {
    const [result] = await eslint.lintText("import i18next from 'i18next';\nexport default i18next;\n", {
      filePath: `${root}apps/web/src/lib/new-i18n.ts`,
    });
    expect(result?.messages.map((message) => message.message).join('\n')).toContain('Translate with useTranslation');
  });

  it("rejects MUI in the shop's tests and build code too", { timeout: 60_000 }, async () => {
    const [result] = await eslint.lintText("import Box from '@mui/material/Box';\nexport default Box;\n", {
      filePath: `${root}apps/web/test/components/new-helper.tsx`,
    });
    expect(result?.messages.map((message) => message.message).join('\n')).toContain('The shop draws with its design system');
  });

  it("keeps MUI and emotion out of the shop's dependencies (the staff console keeps its own)", () => {
    const manifest = JSON.parse(readFileSync(`${root}apps/web/package.json`, 'utf8')) as Record<string, unknown>;
    const names = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}),
    );
    expect(names.filter((name) => /^@(mui|emotion)\//.test(name))).toEqual([]);
  });
});
