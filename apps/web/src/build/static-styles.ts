// Vite plugin (build only): the static styles (src/lib/static-classes.ts) made at build time
// (issue 15). Before the app is bundled, a Vite server in SSR mode loads every module that defines
// such a style and writes each mode's rules into a stylesheet of the build (the global styles'
// rules go into the JavaScript, a few hundred bytes); in the bundle, static-classes-built.ts takes
// the place of static-classes.ts, and each definition's style function is left out
// (`createStaticClasses('label', styles)` becomes `createStaticClasses('label')`), so that neither
// emotion nor MUI's theme, nor what the style functions import (MUI's colour helpers), nor the
// rules themselves are in the first load's JavaScript.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { normalizePath, parseAst, type Plugin } from 'vite';
import { withModuleLoader } from './module-loader';
import type { StaticStylesList } from '../lib/static-classes';
import { plainIcons } from './plain-icons';

const file = (path: string) => normalizePath(fileURLToPath(new URL(`../${path}`, import.meta.url)));
const SRC = file('.');
const WEB_ROOT = file('..');
const STATIC_CLASSES = file('lib/static-classes.ts');
const STATIC_CLASSES_BUILT = file('lib/static-classes-built.ts');
const LIST_ID = 'virtual:blitz-static-styles';
const SHEETS_ID = 'virtual:blitz-static-sheets';
const DEFINERS = new Set(['createStaticClasses', 'createStaticGlobal']);
const DEFINES = /\bcreateStatic(?:Classes|Global)\(/;

/** The app's modules that define a static style. */
async function definingModules(): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(SRC, { recursive: true })) {
    const path = normalizePath(join(SRC, entry));
    if (!/\.tsx?$/.test(path) || path === STATIC_CLASSES || path === STATIC_CLASSES_BUILT || path.endsWith('.d.ts')) continue;
    if (DEFINES.test(await readFile(path, 'utf8'))) found.push(path);
  }
  return found;
}

let listing: Promise<StaticStylesList> | undefined;

/** Every static style's class names and rules for both modes, made once per build process. */
export function builtStaticStyles(): Promise<StaticStylesList> {
  listing ??= withModuleLoader(WEB_ROOT, [plainIcons(), sheetAddresses()], async (load) => {
    for (const path of await definingModules()) await load(path);
    const styles = (await load(STATIC_CLASSES)) as { staticStyles: () => StaticStylesList };
    return styles.staticStyles();
  });
  return listing;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `code` with the style function of each static style's definition left out, or undefined when it has none. */
export function withoutStyleFunctions(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!DEFINES.test(code)) return undefined;
  const program = parseAst(code, { lang: id.endsWith('.tsx') ? 'tsx' : 'ts' }, id) as unknown as Node;
  const output = new MagicString(code);
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node & { name?: string };
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && DEFINERS.has(callee.name!) && args.length === 2) {
        const label = args[0] as Node & { value?: unknown };
        if (label.type !== 'Literal' || typeof label.value !== 'string')
          throw new Error(`${id}: a static style's label must be a string literal`);
        output.remove(label.end, node.end - 1);
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true, source: id }) } : undefined;
}

/** The address of a stylesheet of the build: its content's hash in its name, as the build's other files. */
function sheetFile(mode: string, css: string): string {
  return `assets/static-${mode}-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
}

/** The stylesheets' addresses (`virtual:blitz-static-sheets`): the build's, or null on the dev server. */
function sheetAddresses(): Plugin {
  let base = '/';
  let build = false;
  return {
    name: 'blitz:static-sheets',
    configResolved(config) {
      base = config.base;
      build = config.command === 'build';
    },
    resolveId: (source) => (source === SHEETS_ID ? `\0${SHEETS_ID}` : undefined),
    async load(id) {
      if (id !== `\0${SHEETS_ID}`) return undefined;
      if (!build) return 'export default null;\n';
      const { sheets } = await builtStaticStyles();
      return `export default ${JSON.stringify(Object.fromEntries(Object.entries(sheets).map(([mode, css]) => [mode, `${base}${sheetFile(mode, css)}`])))};\n`;
    },
  };
}

export function staticStyles(): Plugin[] {
  return [sheetAddresses(), builtStyles()];
}

function builtStyles(): Plugin {
  return {
    name: 'blitz:static-styles',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const list = await builtStaticStyles();
      for (const [mode, css] of Object.entries(list.sheets)) this.emitFile({ type: 'asset', fileName: sheetFile(mode, css), source: css });
    },
    async resolveId(source, importer, options) {
      if (source === LIST_ID) return `\0${LIST_ID}`;
      if (!importer || !source.endsWith('static-classes') || importer === STATIC_CLASSES_BUILT) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && normalizePath(resolved.id) === STATIC_CLASSES ? STATIC_CLASSES_BUILT : resolved;
    },
    async load(id) {
      if (id !== `\0${LIST_ID}`) return undefined;
      return `export default ${JSON.stringify({ globals: (await builtStaticStyles()).globals })};\n`;
    },
    transform(code, id) {
      if (!normalizePath(id).startsWith(SRC) || !/\.tsx?$/.test(id)) return undefined;
      return withoutStyleFunctions(code, id);
    },
  };
}
