// How the build splits the app's code (issue 15), used by vite.config.ts.
//
// One chunk for the app. Left to itself the bundler split what the home page needs into 68 files,
// one per set of pages that shares a module, and brotli compresses each file on its own: 196 kB,
// where the same code as one file is 171 kB. So everything the app's own module (src/main.tsx)
// and the home page import statically, to the end, goes into one chunk. Left out of it:
// - what the page's entry (src/boot.ts) imports, which it has loaded already;
// - the contract's modules that need zod, which the page never runs (the checks' worker does).
// The contract's index re-exports all its modules, so a module's imports name every one of them;
// the chunk takes only those without zod, and the bundler still drops what nobody uses.
// Other pages share the chunk: each of them loads less than before, the home page's few modules
// included.
//
// Only what the first load runs. A static import names a whole module, and a library's index
// names all of its modules: MUI's styles index reaches the text field's input (for its high
// contrast helper), TanStack Query's index its mutations, the contract's index the chat's texts.
// Claimed for the app's chunk, such a module stays in it as soon as a later page uses it, and every
// first visit downloaded it (about 9 kB compressed). So before the build, a quick build of the
// app's own module and the home page alone, their dynamic imports left out, tells which modules
// survive its tree-shaking (`firstLoadModules`), and the chunk takes only those.
//
// Module preloads. Vite's preload helper adds a <link rel="modulepreload"> to the head for every
// chunk a dynamic import needs, and on a phone each cost about 3 ms of the main thread in one long
// task. The entry imports src/main.tsx, whose own chunk is small and imports the app's chunk: the
// entry preloads the app's chunks, so that the app's chunk is not found a level later. A page's
// chunk preloads what it needs beyond the app's chunks, which are loaded already.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, normalizePath, type Plugin, type Rolldown } from 'vite';

/** What the bundler tells of a module while it splits the build into chunks. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A module's id as the bundler names it: an absolute path with forward slashes on every system. */
const file = (path: string) => normalizePath(fileURLToPath(new URL(`../${path}`, import.meta.url)));
const ENTRY = file('boot.ts');
const APP_STARTS = [file('main.tsx'), file('app/pages/home/home-page.tsx')];
const APP_MODULE = APP_STARTS[0]!;
const CONTRACT_INDEX = file('../../../packages/contract/src/index.ts');
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** The modules `starts` import statically, to the end, `starts` included. */
function staticImports(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const WEB_ROOT = file('..');

/**
 * The modules the home page's first load runs: those a build of the app's own module and the home
 * page, with every dynamic import left out, keeps after tree-shaking. Unminified and unwritten, it
 * takes a few seconds.
 */
export async function firstLoadModules(): Promise<ReadonlySet<string>> {
  const laterImportsOut: Plugin = { name: 'blitz:later-imports-out', resolveDynamicImport: () => false };
  const result = await build({
    configFile: false,
    root: WEB_ROOT,
    logLevel: 'silent',
    plugins: [react(), laterImportsOut],
    worker: { format: 'es' },
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: APP_STARTS, preserveEntrySignatures: 'exports-only' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const kept = new Set<string>();
  for (const output of outputs)
    for (const chunk of output.output)
      if (chunk.type === 'chunk') for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) kept.add(id);
  if (!APP_STARTS.every((start) => kept.has(start))) throw new Error("the first load's build did not keep the app's modules");
  return kept;
}

/** The modules of the app's chunk: what `firstLoad` keeps, when known, of what the app imports statically. */
function appModules(graph: ModuleGraph, firstLoad: ReadonlySet<string> | undefined): Set<string> {
  const entry = staticImports(graph, [ENTRY]);
  const needsZod = new Map<string, boolean>();
  const zodFree = (id: string) => {
    let needs = needsZod.get(id);
    if (needs === undefined) {
      needs = [...staticImports(graph, [id])].some((m) => ZOD.test(m));
      needsZod.set(id, needs);
    }
    return !needs;
  };
  const seen = new Set<string>();
  const todo = [...APP_STARTS];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id) || entry.has(id)) continue;
    seen.add(id);
    const imports = graph.getModuleInfo(id)?.importedIds ?? [];
    todo.push(...(id === CONTRACT_INDEX ? imports.filter(zodFree) : imports));
  }
  // The app's own module stays a chunk of its own: the bundler's stand-in for an entry moved into
  // a shared chunk exported a name it never declared.
  seen.delete(APP_MODULE);
  if (firstLoad) for (const id of seen) if (!firstLoad.has(id)) seen.delete(id);
  return seen;
}

/** The chunking rule of the build: the app's modules (of `firstLoad`, when given) in one chunk named "app". */
export function appChunkGroups(firstLoad?: ReadonlySet<string>) {
  const modules = new WeakMap<ModuleGraph, Set<string>>();
  return [
    {
      name: (id: string, graph: ModuleGraph) => {
        if (!modules.has(graph)) modules.set(graph, appModules(graph, firstLoad));
        return modules.get(graph)!.has(id) ? 'app' : null;
      },
      // The set is closed over static imports but for the entry's modules (loaded already) and the
      // contract's zod modules, which must stay out of it: the bundler's default would pull them in.
      // Safe without the bundler's strict execution order as long as nothing in the set imports a
      // zod module of the contract (the chunk and that module's would then import each other):
      // apps/web/test/build/first-paint/home-first-paint.test.ts fails on zod in the home page's scripts.
      includeDependenciesRecursively: false,
    },
  ];
}

/** The chunks the app's own chunk imports statically, to the end: loaded with it. */
const withApp = new Set<string>();
let appFile = '';
/** The page entry's stylesheets, which the first HTML carries inline (src/prerender/first-paint-plugin.ts). */
const entryCss = new Map<string, string>();

/** Records which chunks load with the app, for `preloadsOf`. */
export function appChunks(): Plugin {
  return {
    name: 'blitz:app-chunks',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      withApp.clear();
      // The entry's stylesheets leave every chunk's list of the stylesheets it needs: the page
      // does not link them (the first HTML has their rules) and no dynamic import fetches them.
      entryCss.clear();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry)
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            const asset = bundle[css];
            if (asset?.type !== 'asset') this.error(`the build has no stylesheet ${css}`);
            entryCss.set(css, String(asset.source).trim());
          }
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') for (const css of entryCss.keys()) chunk.viteMetadata?.importedCss.delete(css);
      const app = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === APP_MODULE);
      if (app?.type !== 'chunk') this.error("the build has no chunk of the app's own (src/main.tsx)");
      appFile = app.fileName;
      const todo = [app.fileName];
      while (todo.length > 0) {
        const name = todo.pop()!;
        if (withApp.has(name)) continue;
        withApp.add(name);
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') todo.push(...chunk.imports);
      }
    },
  };
}

/** The chunks that load with the app (its own, the app's chunk and what they import), once the build has them. */
export const chunksWithApp = (): ReadonlySet<string> => withApp;

/** The page entry's stylesheets by file, with their rules, once the build has them. */
export const entryStylesheets = (): ReadonlyMap<string, string> => entryCss;

/** Vite's `build.modulePreload.resolveDependencies`: what a dynamic import preloads. */
export function preloadsOf(filename: string, deps: string[]): string[] {
  return filename === appFile ? deps.filter((dep) => dep !== appFile) : deps.filter((dep) => !withApp.has(dep));
}
