// Proves the shop's one design system (eslint.config.js, issue 48): a file of apps/web that imports
// MUI or emotion is rejected, wherever it is.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintAs, lintFixture, root } from './lint-fixture';

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
    const messages = await lintAs("import i18next from 'i18next';\nexport default i18next;\n", 'apps/web/src/lib/new-i18n.ts');
    expect(messages.join('\n')).toContain('Translate with useTranslation');
  });

  it("rejects MUI in the shop's tests and build code too", { timeout: 60_000 }, async () => {
    const messages = await lintAs("import Box from '@mui/material/Box';\nexport default Box;\n", 'apps/web/test/components/new-helper.tsx');
    expect(messages.join('\n')).toContain('The shop draws with its design system');
  });

  it("keeps MUI and emotion out of the shop's dependencies (the staff console keeps its own)", () => {
    const manifest = JSON.parse(readFileSync(`${root}apps/web/package.json`, 'utf8')) as Record<string, unknown>;
    const names = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}),
    );
    expect(names.filter((name) => /^@(mui|emotion)\//.test(name))).toEqual([]);
  });
});
