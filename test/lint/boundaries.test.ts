// Proves each import boundary of CONVENTIONS.md (eslint.boundaries.js) by linting fixtures with the
// project's own ESLint configuration: each forbidden import is rejected, and the allowed ones pass.
// A fixture's first line names the path it is linted as; the cycle's two files are linted where they are.
import { describe, expect, it } from 'vitest';
import { lintFixture, lintWhereTheyStand } from './lint-fixture';

describe('import boundaries', () => {
  it.each([
    ['feature-imports-feature.tsx', 'A feature does not import another feature'],
    ['feature-imports-app.tsx', 'A feature does not import the app shell'],
    ['lib-imports-feature.ts', 'Shared components and lib/ serve every feature and import none of them'],
    ['contract-imports-app.ts', 'The contract imports nothing of the apps'],
    ['web-imports-server.ts', 'The web app meets the server only through packages/contract'],
    ['module-imports-http.ts', 'A domain module imports neither http/ nor realtime/'],
    ['module-imports-realtime.ts', 'A domain module imports neither http/ nor realtime/'],
    ['staff-feature-imports-feature.tsx', 'A feature does not import another feature'],
    ['staff-feature-imports-app.tsx', 'A feature does not import the app shell'],
    ['staff-lib-imports-feature.ts', 'Shared components and lib/ serve every feature and import none of them'],
    ['staff-components-imports-app.tsx', 'Shared components and lib/ serve every feature and import none of them'],
    ['staff-imports-web.ts', 'The staff console shares only packages/contract and packages/browser with the shop'],
    ['web-imports-staff.ts', 'The shop shares only packages/contract and packages/browser with the staff console'],
    ['staff-imports-server.ts', 'The staff console meets the server only through packages/contract'],
    ['browser-imports-app.ts', 'The shared browser helpers import nothing of the apps'],
    ['module-imports-module-internal.ts', 'Outside its folder, a server module is imported through its index.ts'],
    ['realtime-imports-module-internal.ts', 'Outside its folder, a server module is imported through its index.ts'],
    ['jobs-imports-module-internal.ts', 'Outside its folder, a server module is imported through its index.ts'],
    ['jobs-imports-realtime.ts', 'A job imports neither http/, realtime/, plugins/ nor the configuration'],
    ['jobs-imports-config.ts', 'A job imports neither http/, realtime/, plugins/ nor the configuration'],
    ['realtime-imports-http.ts', 'The socket edge imports neither http/, jobs/, plugins/ nor the configuration'],
    ['realtime-imports-plugin.ts', 'The socket edge imports neither http/, jobs/, plugins/ nor the configuration'],
    ['shared-imports-module.ts', 'shared/ holds generic helpers of no domain and imports no module'],
    ['app-imports-module-internal.ts', 'app.ts imports a server module through its index.ts, and mounts its route files'],
    ['module-imports-plugin.ts', 'A domain module imports neither plugins/ nor the configuration'],
    ['module-imports-config.ts', 'A domain module imports neither plugins/ nor the configuration'],
    ['config-imports-module.ts', 'The configuration imports no module'],
    ['db-imports-config.ts', 'db/ is the bottom layer'],
    ['db-imports-module.ts', 'db/ is the bottom layer'],
  ])('rejects %s', { timeout: 60_000 }, async (name, reason) => {
    const messages = await lintFixture(name);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('import-x/no-restricted-paths');
    expect(messages[0]).toContain(reason);
  });

  it('rejects a rule that imports the HTTP framework', { timeout: 60_000 }, async () => {
    const messages = await lintFixture('module-imports-fastify.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('no-restricted-imports');
    expect(messages[0]).toContain('A rule does not import the HTTP framework');
  });

  it('rejects a value the HTTP edge imports from a module', { timeout: 60_000 }, async () => {
    const messages = await lintFixture('http-imports-module.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('@typescript-eslint/no-restricted-imports');
    expect(messages[0]).toContain('http/ knows no domain');
  });

  it.each([
    ['allowed-feature-imports-shared.tsx'],
    ['allowed-staff-feature-imports-shared.tsx'],
    ['allowed-routes-import-http.ts'],
    ['allowed-routes-import-fastify.ts'],
    ['allowed-imports-through-face.ts'],
    ['allowed-app-mounts-routes.ts'],
    ['allowed-bench-imports-declared.ts'],
    ['allowed-http-imports-module-type.ts'],
    ['allowed-module-imports-port.ts'],
    ['allowed-job-imports-face.ts'],
  ])('accepts %s', { timeout: 60_000 }, async (name) => {
    expect(await lintFixture(name)).toEqual([]);
  });

  it('rejects a package the workspace does not declare', { timeout: 60_000 }, async () => {
    const messages = await lintFixture('bench-imports-undeclared.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('import-x/no-extraneous-dependencies');
    expect(messages[0]).toContain("'@tanstack/react-query' should be listed in the project's dependencies");
  });

  it('rejects a date formatted outside the locale helper', { timeout: 60_000 }, async () => {
    const messages = await lintFixture('web-formats-date-itself.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("no-restricted-syntax: Format with the contract's locale helper");
  });

  it('rejects i18next and react-i18next in the web app', { timeout: 60_000 }, async () => {
    const messages = await lintFixture('web-translates-with-i18next.tsx');
    const restricted = messages.filter((message) => message.includes('no-restricted-imports'));
    expect(restricted).toHaveLength(2);
    for (const message of restricted) expect(message).toContain('src/lib/use-translation.ts');
  });

  it('rejects an import cycle', { timeout: 60_000 }, async () => {
    const messages = await lintWhereTheyStand(['cycle-a.ts', 'cycle-b.ts'], { typed: false });
    expect(messages['cycle-a.ts']).toEqual([expect.stringMatching(/^\d+:1 import-x\/no-cycle: Dependency cycle detected/)]);
    expect(messages['cycle-b.ts']).toEqual([expect.stringMatching(/^\d+:1 import-x\/no-cycle: Dependency cycle detected/)]);
  });
});
