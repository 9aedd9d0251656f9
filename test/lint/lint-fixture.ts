// Lints the fixtures of test/lint/fixtures/ with the project's own ESLint configuration. A fixture's
// first line names the path it is linted as (`// Linted as <path>: why`), or says it is linted
// where it stands.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const fixturePath = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
export const readFixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

// The fixtures folder is ignored by `npm run lint`; here it is linted on purpose. A file linted as
// a path that does not exist belongs to no tsconfig, so its lint goes without type information
// (typescript-eslint's own switch for that, disableTypeChecked); the rest are typed as in `npm run lint`.
const untyped = new ESLint({ cwd: root, ignore: false, overrideConfig: tseslint.configs.disableTypeChecked });
export const typed = new ESLint({ cwd: root, ignore: false });

const format = (messages: Array<{ ruleId: string | null; message: string }>) =>
  messages.map((message) => `${message.ruleId}: ${message.message}`);

/** Lints code as if it were the file at `path` (relative to the repository). */
export async function lintAs(code: string, path: string): Promise<string[]> {
  const [result] = await untyped.lintText(code, { filePath: `${root}${path}` });
  return format(result?.messages ?? []);
}

/** Lints a fixture as the path its first line names. */
export async function lintFixture(name: string): Promise<string[]> {
  const code = readFixture(name);
  const lintedAs = /^\/\/ Linted as ([^\s:]+)/.exec(code)?.[1];
  if (!lintedAs) throw new Error(`${name} does not say where it is linted`);
  return lintAs(code, lintedAs);
}

/** Lints fixtures where they stand: each file's messages as `line:column rule: message`, by name. */
export async function lintWhereTheyStand(names: string[], options: { typed: boolean }): Promise<Record<string, string[]>> {
  const results = await (options.typed ? typed : untyped).lintFiles(names.map(fixturePath));
  return Object.fromEntries(
    names.map((name) => {
      const result = results.find((each) => each.filePath === fixturePath(name));
      if (!result) throw new Error(`${name} was not linted`);
      return [name, result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`)];
    }),
  );
}
