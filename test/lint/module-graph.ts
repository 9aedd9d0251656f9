// The graph of which server module imports which (apps/server/src/modules/<name>/), read from the
// files with TypeScript's own import scanner, and the first cycle in it.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export type ModuleGraph = Record<string, string[]>;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** Each module folder under `modulesDir` with the other modules its files import (relative imports). */
export function moduleGraph(modulesDir: string): ModuleGraph {
  const moduleOf = (path: string): string | null => {
    const parts = relative(modulesDir, path).split(sep);
    return parts.length > 1 && parts[0] !== '..' ? (parts[0] ?? null) : null;
  };
  const graph: ModuleGraph = {};
  for (const file of filesUnder(modulesDir)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = (graph[from] ??= []);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8')).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), fileName)) ?? moduleOf(join(resolve(dirname(file), fileName), 'index.ts'));
      if (to && to !== from && !edges.includes(to)) edges.push(to);
    }
  }
  return graph;
}

/** The first cycle found (its modules, the first one repeated at the end), or null. */
export function firstCycle(graph: ModuleGraph): string[] | null {
  const done = new Set<string>();
  const visit = (name: string, path: string[]): string[] | null => {
    const at = path.indexOf(name);
    if (at >= 0) return [...path.slice(at), name];
    if (done.has(name)) return null;
    for (const next of [...(graph[name] ?? [])].sort()) {
      const cycle = visit(next, [...path, name]);
      if (cycle) return cycle;
    }
    done.add(name);
    return null;
  };
  for (const name of Object.keys(graph).sort()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}
