// The newcomer's docs stay short and true: README.md's length, every repository path README.md and
// ARCHITECTURE.md write in backticks, the links between the docs, the configuration table against
// the variables the server reads, and the files of ARCHITECTURE.md's "Where does each rule live".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** What the walk of the repository leaves out: installed, generated and local folders. */
const NOT_THE_REPOSITORY = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'artifacts', '.vite', 'playwright-report']);
/** Build outputs the docs name as defaults: they exist once `npm run build` has run. */
const BUILT = new Set(['apps/web/dist', 'apps/staff/dist']);
/** Endings that make a backticked name a file's name. */
const FILE_ENDINGS = new Set(['.ts', '.tsx', '.js', '.mjs', '.json', '.md', '.sql', '.yml', '.conf', '.css', '.sh', '.html']);

function walk(folder: string, into: string[] = []): string[] {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (NOT_THE_REPOSITORY.has(entry.name)) continue;
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    into.push(path);
    if (entry.isDirectory()) walk(path, into);
  }
  return into;
}

const repository = walk('');
const topLevel = new Set(repository.filter((path) => !path.includes('/')));

/** Inline code spans outside fenced blocks. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

/**
 * What a span names: a path from the repository's root (its first segment is a top-level entry), a
 * shorter path or file name (`rule-sql.ts`, `http/`), or nothing (commands, URLs, variables, globs).
 */
function pathOf(span: string): { kind: 'rooted' | 'short'; path: string } | null {
  if (/\s|:\/\//.test(span) || /^[/@*]|^\.\.?\//.test(span)) return null;
  const path = span.replace(/\/$/, '');
  const first = path.split('/')[0]!;
  if (/^[A-Z][A-Z0-9_]*$/.test(first)) return null;
  if (topLevel.has(first)) return { kind: 'rooted', path };
  if (span.endsWith('/') || path.includes('/') || FILE_ENDINGS.has(extname(path))) return { kind: 'short', path };
  return null;
}

function missingPaths(file: string): string[] {
  const missing: string[] = [];
  for (const span of codeSpans(read(file))) {
    const named = pathOf(span);
    if (!named) continue;
    const found =
      named.kind === 'rooted'
        ? BUILT.has(named.path) || existsSync(join(root, named.path))
        : repository.some((path) => path === named.path || path.endsWith(`/${named.path}`));
    if (!found) missing.push(span);
  }
  return missing;
}

/** The rows of the first table after a `## heading`, as cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const lines = markdown.slice(start).split('\n').slice(2);
  const table = lines.slice(lines.findIndex((line) => line.startsWith('|')));
  const end = table.findIndex((line) => !line.startsWith('|'));
  // Past the header and its separator line.
  return (end < 0 ? table : table.slice(0, end)).slice(2).map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

const spansOf = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

describe('README.md', () => {
  const readme = read('README.md');

  it('has at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('links the architecture and the production, API and operations pages', () => {
    for (const page of ['ARCHITECTURE.md', 'docs/production.md', 'docs/api.md', 'docs/operations.md']) {
      expect(readme).toContain(`](${page})`);
    }
  });

  it('lists exactly the environment variables the server reads', () => {
    const configFiles = readdirSync(`${root}apps/server/src`).filter((name) => /^config(-[a-z-]+)?\.ts$/.test(name));
    const schema = configFiles.flatMap((name) =>
      [...read(`apps/server/src/${name}`).matchAll(/^ {2}([A-Z][A-Z0-9_]+): optional\(/gm)].map((m) => m[1]!),
    );
    const envFile = [...read('apps/server/src/env-file.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!);
    expect(schema.length).toBeGreaterThan(30);
    expect(envFile).toContain('ENV_FILE');
    const documented = tableAfter(readme, 'Configuration').flatMap((row) => spansOf(row[0]!));
    expect([...new Set(documented)].sort()).toEqual([...new Set([...schema, ...envFile])].sort());
  });
});

describe('paths and links in the docs', () => {
  it.each(['README.md', 'ARCHITECTURE.md'])('every path %s writes in backticks exists', (file) => {
    expect(missingPaths(file)).toEqual([]);
  });

  const pages = ['README.md', 'ARCHITECTURE.md', 'bench/README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)];

  it.each(pages)('every relative link of %s leads to a file', (file) => {
    const targets = [...read(file).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/.test(target));
    const broken = targets.filter((target) => !existsSync(join(root, posix.join(dirname(file), target))));
    expect(broken).toEqual([]);
  });

  it('keeps ARCHITECTURE.md to two printed pages and each docs page under 300 lines', () => {
    expect(read('ARCHITECTURE.md').split('\n').length).toBeLessThanOrEqual(120);
    for (const page of pages.filter((path) => path.startsWith('docs/'))) expect(read(page).split('\n').length, page).toBeLessThan(300);
  });
});

describe("ARCHITECTURE.md's rule homes", () => {
  const rows = tableAfter(read('ARCHITECTURE.md'), 'Where does each rule live');

  it('has a row for each rule', () => {
    expect(rows.map((row) => row[0])).toEqual([
      'bid rules',
      'BidBuddy window',
      'ledger',
      'cart price',
      'rewards',
      'errors',
      'the verifiable record',
      'rate limits',
    ]);
  });

  it.each(rows.map((row) => [row[0]!, row] as const))('names one file that defines what it holds: %s', (_rule, row) => {
    const files = spansOf(row[1]!);
    const [symbol] = spansOf(row[2]!);
    expect(files).toHaveLength(1);
    const file = files[0]!;
    expect(existsSync(join(root, file)), file).toBe(true);
    expect(statSync(join(root, file)).isFile(), file).toBe(true);
    expect(read(file)).toMatch(new RegExp(`\\b(function|const|class|let)\\s+${symbol}\\b`));
  });
});
