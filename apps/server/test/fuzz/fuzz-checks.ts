/**
 * What every fuzzed answer must hold to (issue 16, item 7): a status of SPEC.md section 8 with the
 * catalogue's text, never a 5xx, never a stack trace; and a refusal changes nothing (the row count
 * of every table and the ledger's totals are the same before and after it).
 */
import { ERROR_CATALOGUE } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client';

/** How many runs per call (TEST_SCALE, FUZZ_RUNS): helpers/test-scale.ts. */
export { fuzzRuns } from '../helpers/test-scale';
/** FUZZ_SEED replays a failing run (fast-check prints the seed and path on a failure). */
export const fuzzSeed = () => (process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {});

/** Statuses SPEC.md section 8 gives an answer: the wrapper's, 206/209/406 and the payment link's. */
const SUCCESS_STATUSES = new Set([200, 202, 204, 206, 208, 209, 300, 406]);

/** The catalogue's texts for each refusal status it names. */
const MESSAGES_BY_STATUS = new Map<number, Set<string>>();
for (const entry of Object.values(ERROR_CATALOGUE) as { status?: number; message: string }[]) {
  if (entry.status === undefined || entry.status >= 500) continue;
  const texts = MESSAGES_BY_STATUS.get(entry.status) ?? new Set<string>();
  texts.add(entry.message);
  MESSAGES_BY_STATUS.set(entry.status, texts);
}

const STACK_TRACE = /\bat [^\s]+ \(|\bat (?:file:|node:)|node_modules|\.(?:ts|js|mjs):\d+:\d+|"stack"\s*:/;

export interface Answer {
  statusCode: number;
  body: string;
}

/**
 * Why `answer` breaks SPEC.md section 8, or null when it keeps to it. The payment gateway's
 * notification is no call of the shop's client: it speaks PayFast's protocol (plain text), so
 * there only the status is checked.
 */
export function answerProblem(answer: Answer, protocol: 'shop' | 'gateway' = 'shop'): string | null {
  const { statusCode: status, body } = answer;
  if (STACK_TRACE.test(body)) return `a stack trace leaked: ${body.slice(0, 300)}`;
  if (protocol === 'gateway') return status === 200 || status === 400 ? null : `status ${status} (body ${body.slice(0, 200)})`;
  if (SUCCESS_STATUSES.has(status)) return null;
  const texts = MESSAGES_BY_STATUS.get(status);
  if (!texts) return `status ${status} is not in SPEC.md section 8 (body ${body.slice(0, 200)})`;
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return `status ${status} without a JSON body: ${body.slice(0, 200)}`;
  }
  return typeof message === 'string' && texts.has(message)
    ? null
    : `status ${status} with ${JSON.stringify(message)}, not ${[...texts].map((t) => `'${t}'`).join(' or ')}`;
}

export const isRefusal = (status: number) => status >= 400;

/**
 * The state a refusal must leave alone: every table's row count and the ledger's totals, read in
 * one query. The tables are listed once, from the database itself, so a new table is counted too.
 */
export async function stateProbe(db: Database): Promise<() => Promise<string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts = sql.join(
    tables.map(({ name }) => sql`${name} || '=' || (select count(*) from ${sql.identifier(name)})`),
    sql` || ' ' || `,
  );
  return async () => {
    const [row] = await queryRows<{ rows: string; ledger: string; balances: string }>(
      db,
      sql`select ${counts} as rows,
            (select coalesce(sum(delta), 0) || '/' || count(*) from blitz_ledger) as ledger,
            (select coalesce(sum(free_blitz + paid_blitz), 0) from users) as balances`,
    );
    return `${row!.rows} ledger=${row!.ledger} balances=${row!.balances}`;
  };
}
