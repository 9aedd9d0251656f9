/**
 * The outside writer's evaluation sets (eval/README.md) through the chat service on a test shop:
 * the development set must stay at or above the floor in every language, and no answer to a
 * general question (one that needs no account) may ask the shopper to log in, in the development
 * or the frozen set. Failures name item ids only: the frozen set's questions are never printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE } from '../../../src/modules/assistant/knowledge';
import { createEvalShop, loadSet, runSet, scoreByLanguage, type EvalShop, type Scored } from './eval-runner';

/** The lowest share of right answers allowed per language on the development set. */
const FLOOR_PERCENT = 90;

/** Every language's request to log in first, as the assistant words it. */
const LOGIN_REQUESTS = Object.values(KNOWLEDGE).flatMap((bundle) => (bundle.phrases ? [bundle.phrases.signInFirst] : []));

const asksToLogIn = (reply: string) => LOGIN_REQUESTS.some((request) => reply.includes(request));

describe('assistant on the evaluation sets', () => {
  let shop: EvalShop;
  let dev: Scored[];
  beforeAll(async () => {
    shop = await createEvalShop();
    dev = await runSet(shop, loadSet('dev'));
  });
  afterAll(() => shop?.close());

  it(`answers at least ${FLOOR_PERCENT}% of the development set right in every language`, () => {
    const scores = scoreByLanguage(dev);
    expect(scores.map((s) => s.lang)).toEqual(expect.arrayContaining(['en', 'af', 'nr', 'ns', 'st', 'sw', 'tn', 'ts', 've', 'xh', 'zu']));
    const below = scores.filter((s) => s.percent < FLOOR_PERCENT).map((s) => `${s.lang} ${s.right}/${s.total}`);
    expect(
      below,
      `misses: ${dev
        .filter((s) => !s.right)
        .map((s) => s.item.id)
        .join(', ')}`,
    ).toEqual([]);
  });

  it('never asks to log in for a general question (development and frozen sets)', async () => {
    const frozen = await runSet(
      shop,
      loadSet('frozen').filter((item) => !item.needs_login),
    );
    const general = [...dev.filter((s) => !s.item.needs_login), ...frozen];
    expect(general.length).toBeGreaterThan(400);
    expect(general.filter((s) => asksToLogIn(s.reply)).map((s) => s.item.id)).toEqual([]);
  });

  it('asks a visitor to log in for a question about their own account', () => {
    const signedOut = dev.filter((s) => s.item.needs_login && !s.signedIn);
    expect(signedOut.length).toBeGreaterThan(10);
    expect(signedOut.filter((s) => !asksToLogIn(s.reply)).map((s) => s.item.id)).toEqual([]);
  });
});
