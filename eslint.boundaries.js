// The import boundaries of CONVENTIONS.md as lint rules (import-x's no-restricted-paths and no-cycle), and
// every workspace declaring what it imports (no-extraneous-dependencies).
// test/lint/boundaries.test.ts proves each zone with a fixture the rules reject.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The folders under `src/features` of an app. */
const featuresOf = (src) =>
  readdirSync(new URL(`./${src}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Server: outside its folder, a domain module is imported through its index.ts (its face), and app.ts
// also mounts its route files (routes.ts, *-routes.ts). Its own files import each other directly.
const server = 'apps/server/src';
const routeFiles = (dir, prefix = '.') =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFiles(`${dir}/${entry.name}`, `${prefix}/${entry.name}`);
    return /(^|-)routes\.ts$/.test(entry.name) ? [`${prefix}/${entry.name}`] : [];
  });
const serverModules = readdirSync(new URL(`./${server}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleFaces = serverModules.flatMap((module) => [
  {
    target: [`${server}/!(app).ts`, `${server}/!(modules)/**`, `${server}/modules/!(${module})/**`],
    from: `${server}/modules/${module}`,
    except: ['./index.ts'],
    message:
      'Outside its folder, a server module is imported through its index.ts: export the piece there, or move it to the module that owns it.',
  },
  {
    target: `${server}/app.ts`,
    from: `${server}/modules/${module}`,
    except: ['./index.ts', ...routeFiles(`${server}/modules/${module}`)],
    message: 'app.ts imports a server module through its index.ts, and mounts its route files.',
  },
]);

// The server's configuration (config.ts and its parts, the .env reader): read where the app is made
// (app.ts, server.ts, the plugins, the scripts), never by a module or by db/.
const serverConfiguration = readdirSync(new URL(`./${server}`, import.meta.url))
  .filter((name) => /^(config(-[a-z-]+)?|env-file)\.ts$/.test(name))
  .map((name) => `${server}/${name}`);

/**
 * An app's layers (CONVENTIONS.md 5): a feature imports only components/, lib/ and the packages;
 * app/ composes features; components/ and lib/ serve every feature and import none of them.
 */
const layerZones = (src) => [
  ...featuresOf(src).map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared piece to components/ or lib/ (CONVENTIONS.md 5).',
  })),
  {
    target: `${src}/features`,
    from: `${src}/app`,
    message: 'A feature does not import the app shell; app/ composes features (CONVENTIONS.md 5).',
  },
  {
    target: [`${src}/components`, `${src}/lib`],
    from: [`${src}/features`, `${src}/app`],
    message: 'Shared components and lib/ serve every feature and import none of them.',
  },
];

const zones = [
  // The shop and the staff console, each in its layers.
  ...layerZones('apps/web/src'),
  ...layerZones('apps/staff/src'),
  // The wire contract is shared by both apps and knows neither.
  {
    target: 'packages/contract',
    from: ['apps', 'bench', 'e2e', 'scripts'],
    message: 'The contract imports nothing of the apps: they import it.',
  },
  // The shared browser helpers know no app either.
  {
    target: 'packages/browser',
    from: ['apps', 'bench', 'e2e', 'scripts'],
    message: 'The shared browser helpers import nothing of the apps: they import them.',
  },
  // Web and server meet only in the contract.
  { target: 'apps/web', from: 'apps/server', message: 'The web app meets the server only through packages/contract.' },
  { target: 'apps/server', from: 'apps/web', message: 'The server meets the web app only through packages/contract.' },
  // The staff console shares only the packages with the shop, and meets the server only in the contract.
  {
    target: 'apps/staff',
    from: 'apps/web',
    message: 'The staff console shares only packages/contract and packages/browser with the shop, never its code.',
  },
  {
    target: 'apps/web',
    from: 'apps/staff',
    message: 'The shop shares only packages/contract and packages/browser with the staff console.',
  },
  { target: 'apps/staff', from: 'apps/server', message: 'The staff console meets the server only through packages/contract.' },
  { target: 'apps/server', from: 'apps/staff', message: 'The server meets the staff console only through packages/contract.' },
  // Server: domain modules are called by the edges (routes, socket handlers) and know neither.
  {
    target: 'apps/server/src/modules/**/!(routes).ts',
    from: ['apps/server/src/http', 'apps/server/src/realtime'],
    message: 'A domain module imports neither http/ nor realtime/: they call it (CONVENTIONS.md 2, 15). Pass a port in instead.',
  },
  {
    target: `${server}/modules`,
    from: [`${server}/plugins`, ...serverConfiguration],
    message:
      'A domain module imports neither plugins/ nor the configuration: it owns a port (mail-port.ts, images/storage-port.ts, the language model) that a plugin implements, takes plain values, and app.ts or its routes pass them in (CONVENTIONS.md 15).',
  },
  {
    target: serverConfiguration,
    from: `${server}/modules`,
    message:
      'The configuration imports no module: a value both need (a default, a path) belongs to the configuration or shared/, and app.ts or the routes pass it to the module.',
  },
  {
    target: `${server}/db`,
    from: [...serverConfiguration, `${server}/modules`, `${server}/plugins`, `${server}/http`, `${server}/realtime`, `${server}/jobs`],
    message:
      'db/ is the bottom layer: it reads no configuration and imports no module, plugin or edge; whoever opens the database passes its options.',
  },
  // The background jobs get what they use from the auctions plugin that makes the scheduler (the
  // database, the engine, ports); the socket edge reads the app's decorations. Neither imports the
  // other edges, the plugins or the configuration, and both reach a module only through its face.
  {
    target: `${server}/jobs`,
    from: [`${server}/http`, `${server}/realtime`, `${server}/plugins`, ...serverConfiguration],
    message:
      'A job imports neither http/, realtime/, plugins/ nor the configuration: plugins/auctions.ts makes the scheduler and passes in what it uses (the database, ports, plain settings).',
  },
  {
    target: `${server}/realtime`,
    from: [`${server}/http`, `${server}/jobs`, `${server}/plugins`, ...serverConfiguration],
    message:
      'The socket edge imports neither http/, jobs/, plugins/ nor the configuration: it calls modules through their index.ts and reads what the app decorates (app.config, app.db, app.auctions).',
  },
  ...moduleFaces,
  {
    target: `${server}/shared`,
    from: `${server}/modules`,
    message: 'shared/ holds generic helpers of no domain and imports no module.',
  },
];

// Server: the rules (domain modules and jobs) receive ports and plain values, never the HTTP framework;
// only the route files (routes.ts, *-routes.ts) are its edge.
const transport = {
  files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
  ignores: ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/*-routes.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['fastify', 'fastify-*', '@fastify/*'],
            message:
              'A rule does not import the HTTP framework: take a port or plain dependencies (realtime-port.ts, log-port.ts) and let the routes pass them in.',
          },
        ],
      },
    ],
  },
};

// Server: the HTTP edge knows no domain. app.ts gives it the token checks (installSessions,
// installStaffCalls); it may name a module's types (the session it carries), never call one.
const httpEdge = {
  files: ['apps/server/src/http/**/*.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)modules(/|$)',
            allowTypeImports: true,
            message:
              'http/ knows no domain: take what a module does as a function app.ts passes in (as the token checks are), or a decoration; only `import type` of a module is allowed.',
          },
        ],
      },
    ],
  },
};

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows (for no-cycle) only files of these extensions, parsed by these parsers.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Every workspace declares the packages it imports in its own package.json (type imports too).
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }],
    },
  },
  transport,
  httpEdge,
];
