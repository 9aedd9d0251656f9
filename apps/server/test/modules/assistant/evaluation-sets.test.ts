/**
 * The outside writer's evaluation sets (eval/README.md) through the chat service on a test shop:
 * the development set must stay at or above the floor in every language, and no answer to a
 * general question (one that needs no account) may ask the shopper to log in. The frozen set is
 * only scored, by `npm run eval:assistant`, which also counts its general questions answered with a
 * request to log in: a test over it would be a target to tune on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvalShop, loadSet, requestsLogIn, runSet, scoreByLanguage, type EvalShop, type Scored } from './eval-runner';

/** The lowest share of right answers allowed per language on the development set. */
const FLOOR_PERCENT = 90;
/** The lowest share of the development set's signed-out questions about one's own account answered with a request to log in. */
const SIGNED_OUT_FLOOR_PERCENT = 99;

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

  it('never asks to log in for a general question', () => {
    const general = dev.filter((s) => !s.item.needs_login);
    expect(general.length).toBeGreaterThan(100);
    expect(general.filter((s) => requestsLogIn(s.reply)).map((s) => s.item.id)).toEqual([]);
  });

  // A question about the shopper's own account that also reads as a general one may get the general
  // passage instead (never the other way round, above): the editions that joined the development
  // set untuned hold a few ("the state of my orders? have I paid for what I won?").
  it(`asks a visitor to log in for at least ${SIGNED_OUT_FLOOR_PERCENT}% of the questions about their own account`, () => {
    const signedOut = dev.filter((s) => s.item.needs_login && !s.signedIn);
    expect(signedOut.length).toBeGreaterThan(10);
    const missed = signedOut.filter((s) => !requestsLogIn(s.reply)).map((s) => s.item.id);
    expect(100 - (100 * missed.length) / signedOut.length, `not asked to log in: ${missed.join(', ')}`).toBeGreaterThanOrEqual(
      SIGNED_OUT_FLOOR_PERCENT,
    );
  });
});
