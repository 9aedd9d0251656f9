// Reads the translation files and the source tree for the key tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A string, not a URL object: under jsdom the global URL is not the one node:url accepts.
export const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LOCALES_DIR = join(WEB_ROOT, 'public', 'locales');
export const SRC_DIR = join(WEB_ROOT, 'src');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function readTranslations(iso: string): Record<string, Json> {
  return JSON.parse(readFileSync(join(LOCALES_DIR, iso, 'translation.json'), 'utf8')) as Record<string, Json>;
}

/** Every leaf as a dotted key with its value. */
export function flatten(tree: Json, prefix = ''): Map<string, Json> {
  const leaves = new Map<string, Json>();
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      for (const [leaf, leafValue] of flatten(value, prefix ? `${prefix}.${key}` : key)) leaves.set(leaf, leafValue);
    }
  } else {
    leaves.set(prefix, tree);
  }
  return leaves;
}

export function sourceFiles(dir: string = SRC_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// Literal keys in t('a.b'), i18n.t("a.b"), t(`a.b`) without interpolation, i18nKey="a.b", and
// key properties of static lists (labelKey: 'a.b', titleKey, bodyKey).
const KEY_PATTERNS = [
  /\bt\(\s*(['"`])([^'"`$\n]+?)\1/g,
  /\bi18nKey=\{?\s*(['"`])([^'"`$\n]+?)\1/g,
  /\b(?:labelKey|titleKey|bodyKey)\s*:\s*(['"`])([^'"`$\n]+?)\1/g,
];

export function usedKeys(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const key = match[2];
        if (!key) continue;
        used.set(key, [...(used.get(key) ?? []), relative(WEB_ROOT, file)]);
      }
    }
  }
  return used;
}

/** The {{placeholders}} of a translated string, sorted. */
export function placeholders(value: Json): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}
