/**
 * Runs an evaluation set (eval/frozen.json or eval/dev.json, written apart from the assistant's
 * knowledge; eval/README.md has the format) through the real chat service on a test shop, and
 * scores each reply by the set's rule: every `expect_any` group found, no `expect_not` string;
 * a question about the shopper's own data is asked signed in (a shopper with known figures) and
 * signed out, where the reply must ask to log in. Used by `npm run eval:assistant` and the tests.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LlmConfig } from '../../../src/config';
import { chatCompletionsModel } from '../../../src/plugins/language-model';
import { queryRows } from '../../../src/db/client';
import { KNOWLEDGE } from '../../../src/modules/assistant/knowledge';
import { answerChat, type ChatDeps } from '../../../src/modules/assistant/service';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createAuction, createBidder } from '../auctions/auction-fixtures';

export interface EvalItem {
  id: string;
  lang: string;
  question: string;
  topic: string;
  needs_login: boolean;
  expect_any: string[][];
  expect_not: string[];
  login_any?: string[];
}

export type SetName = 'dev' | 'frozen';

/** One scored run of an item: signed in, or signed out (the login check of an own-data item). */
export interface Scored {
  item: EvalItem;
  signedIn: boolean;
  reply: string;
  right: boolean;
}

export function loadSet(name: SetName): EvalItem[] {
  return JSON.parse(readFileSync(new URL(`./eval/${name}.json`, import.meta.url), 'utf8')) as EvalItem[];
}

const has = (reply: string, text: string) => reply.toLowerCase().includes(text.toLowerCase());

/** The README's rule for a signed-in reply (or any reply to a general question). */
export function isRight(item: EvalItem, reply: string): boolean {
  return item.expect_any.every((group) => group.some((text) => has(reply, text))) && !item.expect_not.some((text) => has(reply, text));
}

/** A signed-out reply to an own-data question must ask to log in. */
export const asksToLogIn = (item: EvalItem, reply: string) => (item.login_any ?? []).some((text) => has(reply, text));

/** Every language's request to log in first, as the assistant words it. */
const LOGIN_REQUESTS = Object.values(KNOWLEDGE).flatMap((bundle) => (bundle.phrases ? [bundle.phrases.signInFirst] : []));

/** Whether a reply is the assistant's request to log in first, in any language. */
export const requestsLogIn = (reply: string) => LOGIN_REQUESTS.some((request) => reply.includes(request));

export interface EvalShop {
  deps: ChatDeps;
  shopperId: number;
  close(): Promise<void>;
}

/** The DESIGN.md default bid packs, for the shop's price answer. */
export const PACKS = [
  [50, 9_900],
  [100, 18_900],
  [250, 44_900],
  [500, 84_900],
] as const;

/** A test shop with one shopper: 7 free and 42 bought Blitz, leading one open auction, one shipped order. */
export async function createEvalShop(llm?: LlmConfig): Promise<EvalShop> {
  const t: TestApp = await buildTestApp({ seed: false });
  const db = t.app.db;
  const shopper = await createBidder(db, t.config.jwtSecret, { free: 7, paid: 42 });
  const auction = await createAuction(db, { endsIn: 3600, priceCents: 10 });
  await db.execute(sql`insert into bids (product_id, user_id, amount_cents, paid) values (${auction}, ${shopper.id}, 10, true)`);
  await db.execute(sql`update products set leader_id = ${shopper.id} where id = ${auction}`);
  const [order] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (user_id, status, total_cents, courier, tracking_number)
        values (${shopper.id}, 'Shipped', 4530, 'The Courier Guy', 'TCG123456') returning id`,
  );
  await db.execute(sql`insert into order_items (order_id, kind, product_id, title, price_cents, final_price_cents)
    values (${order!.id}, 'auction', ${auction}, 'Air fryer', 4530, 4530)`);
  for (const [index, [bids, cents]] of PACKS.entries()) {
    await db.execute(sql`insert into bid_packs (bids, price_cents, position) values (${bids}, ${cents}, ${index})`);
  }
  return {
    deps: { db, model: llm ? chatCompletionsModel(llm) : undefined, log: t.app.log, clock: t.app.clock },
    shopperId: shopper.id,
    close: () => t.close(),
  };
}

async function ask(shop: EvalShop, item: EvalItem, signedIn: boolean): Promise<string> {
  const answer = await answerChat(shop.deps, {
    message: item.question,
    systemMessage: null,
    page: '/',
    lanIso: item.lang,
    userId: signedIn ? shop.shopperId : null,
    deviceId: `eval-${item.id}`,
  });
  return answer.data;
}

/** Every item once (own-data items twice: signed in and signed out). */
export async function runSet(shop: EvalShop, items: EvalItem[]): Promise<Scored[]> {
  const scored: Scored[] = [];
  for (const item of items) {
    if (item.needs_login) {
      const inReply = await ask(shop, item, true);
      scored.push({ item, signedIn: true, reply: inReply, right: isRight(item, inReply) });
      const outReply = await ask(shop, item, false);
      scored.push({ item, signedIn: false, reply: outReply, right: asksToLogIn(item, outReply) });
    } else {
      const reply = await ask(shop, item, false);
      scored.push({ item, signedIn: false, reply, right: isRight(item, reply) });
    }
  }
  return scored;
}

export interface LanguageScore {
  lang: string;
  right: number;
  total: number;
  percent: number;
}

/** Right / total per language (each run counts: an own-data item counts twice), then overall. */
export function scoreByLanguage(scored: Scored[]): LanguageScore[] {
  const byLang = new Map<string, { right: number; total: number }>();
  for (const s of scored) {
    const entry = byLang.get(s.item.lang) ?? { right: 0, total: 0 };
    entry.total += 1;
    if (s.right) entry.right += 1;
    byLang.set(s.item.lang, entry);
  }
  const rows = [...byLang.entries()].sort(([a], [b]) => a.localeCompare(b));
  const all = rows.reduce((sum, [, e]) => ({ right: sum.right + e.right, total: sum.total + e.total }), { right: 0, total: 0 });
  return [...rows, ['all', all] as const].map(([lang, e]) => ({ lang, ...e, percent: (100 * e.right) / e.total }));
}

export function formatTable(scores: LanguageScore[]): string {
  const lines = ['| language | right | total | % |', '|---|---|---|---|'];
  for (const s of scores) lines.push(`| ${s.lang} | ${s.right} | ${s.total} | ${s.percent.toFixed(1)} |`);
  return lines.join('\n');
}
