// Proves the shop's one design system (eslint.config.js, issue 48): a file of apps/web that imports
// MUI or emotion is rejected unless it is one of the files not ported yet, and that list only
// shrinks: each file on it exists and still imports them (a ported file leaves the list).
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = new URL('./fixtures/', import.meta.url);
const eslint = new ESLint({ cwd: root, ignore: false });
const legacy = JSON.parse(readFileSync(`${root}apps/web/mui-legacy.json`, 'utf8')) as string[];

async function lintFixture(name: string): Promise<string[]> {
  const code = readFileSync(new URL(name, fixtures), 'utf8');
  const lintedAs = /^\/\/ Linted as ([^\s:]+)/.exec(code)?.[1];
  if (!lintedAs) throw new Error(`${name} does not say where it is linted`);
  const [result] = await eslint.lintText(code, { filePath: `${root}${lintedAs}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the shop draws with its own design system', () => {
  it.each(['shop-imports-mui.tsx', 'shop-imports-emotion.ts'])('rejects %s', { timeout: 60_000 }, async (name) => {
    const messages = await lintFixture(name);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('no-restricted-imports');
    expect(messages[0]).toContain('The shop draws with its design system');
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

  it('lists only files that exist and still import MUI or emotion', () => {
    const stale = legacy.filter(
      (file) => !existsSync(`${root}${file}`) || !/['"]@(mui|emotion)\//.test(readFileSync(`${root}${file}`, 'utf8')),
    );
    expect(stale).toEqual([]);
  });
});
