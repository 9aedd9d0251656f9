// Vite plugin: `@mui/icons-material/Name?plain` is MUI's icon `Name` drawn by the shop's
// PlainIcon (src/components/plain-icon.tsx) instead of MUI's SvgIcon (issue 15). The module is
// made from the shapes in MUI's own module of the icon (its elements' tags and attributes), so the
// icons stay MUI's, at the version the shop installs.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

const PLAIN = /^@mui\/icons-material\/(\w+)\?plain$/;
const VIRTUAL = '\0plain-icon:';
const PLAIN_ICON_MODULE = normalizePath(fileURLToPath(new URL('../components/plain-icon.tsx', import.meta.url)));

/** The shapes of an icon module of @mui/icons-material: each `jsx("tag", { attribute: "value" })`. */
export function iconShapes(source: string): Array<[string, Record<string, string>]> {
  const shapes: Array<[string, Record<string, string>]> = [];
  for (const element of source.matchAll(/jsx\)?\("(\w+)",\s*\{([^}]*)\}/g)) {
    const attributes: Record<string, string> = {};
    for (const attribute of element[2]!.matchAll(/(\w+):\s*(?:"([^"]*)"|([\d.]+))/g)) {
      attributes[attribute[1]!] = attribute[2] ?? attribute[3]!;
    }
    shapes.push([element[1]!, attributes]);
  }
  return shapes;
}

export function plainIcons(): Plugin {
  const iconsDir = dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));
  return {
    name: 'blitz:plain-icons',
    enforce: 'pre',
    resolveId(source) {
      const name = PLAIN.exec(source)?.[1];
      return name ? `${VIRTUAL}${name}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return undefined;
      const name = id.slice(VIRTUAL.length);
      const shapes = iconShapes(await readFile(join(iconsDir, `${name}.mjs`), 'utf8'));
      if (shapes.length === 0) throw new Error(`@mui/icons-material/${name} has no shapes the plain icon can draw`);
      return `import { plainIcon } from ${JSON.stringify(PLAIN_ICON_MODULE)};\nexport default plainIcon(${JSON.stringify(shapes)}, ${JSON.stringify(name)});\n`;
    },
  };
}
