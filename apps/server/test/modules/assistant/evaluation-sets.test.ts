/**
 * The outside writer's evaluation sets (eval/README.md) through the chat service on a test shop:
 * the development set must stay at or above the floor in every language, and no answer to a
 * general question (one that needs no account) may ask the shopper to log in. The frozen set is
 * only scored, by `npm run eval:assistant`, which also counts its general questions answered with a
 * request to log in: a test over it would be a target to tune on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnExamples } from '../../../src/modules/assistant/example-classifier';
import { createEvalShop, loadSet, requestsLogIn, runSet, scoreByLanguage, type EvalItem, type EvalShop, type Scored } from './eval-runner';
import { editionOf, examplesFrom } from './example-labels';

/** The lowest share of right answers allowed per language on the development set. */
const FLOOR_PERCENT = 90;
/**
 * The development set's own-account questions that a visitor is not asked to log in for: Sesotho
 * "which company sends my goods?" names the courier, one of the subjects the shop's rules do not
 * cover (eval/README.md), and is answered "not sure"; Tshivenda "my payment for the blender, did
 * it go through? status?" has cue words for paying, and siSwati and Xitsonga "how many free
 * credits have I got?" the rewards' (free Blitz): beside cue words for a general subject the
 * examples need a lead of 1.0 to ask a visitor to log in, and theirs (0.98, 0.67, 0.65) is less.
 */
const KNOWN_SIGNED_OUT_MISSES = ['st-j04', 'sw-j15', 'ts-j36', 've-l34'];
/**
 * The edition held out of the example questions (the story-first one, on which no cue word was
 * tuned), the share of it that must still be right in every language, and how many points the
 * examples must add to the cue words alone on it.
 */
const HELD_OUT = { edition: 't', floorPercent: 55, gainPoints: 5 };

describe('assistant on the evaluation sets', () => {
  let shop: EvalShop;
  let dev: Scored[];
  // Every question of the development set through the chat service: minutes on a busy machine.
  beforeAll(async () => {
    shop = await createEvalShop();
    dev = await runSet(shop, loadSet('dev'));
  }, 600_000);
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

  // Every signed-out own-account question asks to log in, but for the one named here: isiXhosa "the
  // state of my orders? have I paid for what I won?" gets the general rule on paying for wins, which
  // weighs more than 30% of the own-figure intent (built-in-answer.ts, GENERAL_SHARE). A new miss
  // fails, and so does this one once it is answered with the request.
  it('asks a visitor to log in for a question about their own account', () => {
    const signedOut = dev.filter((s) => s.item.needs_login && !s.signedIn);
    expect(signedOut.length).toBeGreaterThan(10);
    expect(signedOut.filter((s) => !requestsLogIn(s.reply)).map((s) => s.item.id)).toEqual(KNOWN_SIGNED_OUT_MISSES);
  });

  it(`answers an edition left out of the example questions better than the cue words alone, and at least ${HELD_OUT.floorPercent}% in every language`, async () => {
    const inEdition = (item: EvalItem) => editionOf(item.id) === HELD_OUT.edition;
    const items = loadSet('dev').filter(inEdition);
    const overall = (scores: { lang: string; percent: number }[]) => scores.find((s) => s.lang === 'all')!.percent;
    try {
      shop.deps.examples = { classify: () => null, knows: () => false };
      const cuesAlone = scoreByLanguage(await runSet(shop, items));
      shop.deps.examples = learnExamples(examplesFrom(loadSet('dev').filter((item) => !inEdition(item))));
      const scored = await runSet(shop, items);
      const scores = scoreByLanguage(scored);
      expect(scores).toHaveLength(12);
      expect(scores.filter((s) => s.percent < HELD_OUT.floorPercent)).toEqual([]);
      expect(overall(scores)).toBeGreaterThanOrEqual(overall(cuesAlone) + HELD_OUT.gainPoints);
      expect(scored.filter((s) => !s.item.needs_login && requestsLogIn(s.reply)).map((s) => s.item.id)).toEqual([]);
    } finally {
      shop.deps.examples = undefined;
    }
  }, 600_000);
});
