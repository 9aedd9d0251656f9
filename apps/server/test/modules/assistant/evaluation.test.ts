/**
 * The built-in assistant against real shopper questions (evaluation-set.ts): prints the score and
 * fails below the floor, so a change to the knowledge or the retrieval cannot quietly lose answers.
 */
import { describe, expect, it } from 'vitest';
import { builtInAnswer, ground } from '../../../src/modules/assistant/built-in-answer';
import { EVAL_FACTS, EVAL_SET } from './evaluation-set';

const PACKS = [
  { bids: 50, price: 'R99.00' },
  { bids: 100, price: 'R189.00' },
];
/** Share of questions whose answer must hold the expected fact. */
const FLOOR = 0.9;

describe('assistant evaluation set', () => {
  it(`holds at least 60 questions in three languages`, () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVAL_SET.map((c) => c.language)).size).toBeGreaterThanOrEqual(3);
  });

  it(`answers at least ${FLOOR * 100}% with the expected fact`, () => {
    const misses: string[] = [];
    for (const c of EVAL_SET) {
      const question = { message: c.question, systemMessage: null, language: c.language, page: null };
      const answer = builtInAnswer(question, ground(question), EVAL_FACTS, PACKS);
      if (!answer.toLowerCase().includes(c.fact.toLowerCase())) misses.push(`[${c.language}] ${c.question} -> ${answer}`);
    }
    const score = (EVAL_SET.length - misses.length) / EVAL_SET.length;
    console.log(`assistant evaluation: ${EVAL_SET.length - misses.length}/${EVAL_SET.length} (${(score * 100).toFixed(1)}%)`);
    for (const miss of misses) console.log(`  missed ${miss}`);
    expect(score).toBeGreaterThanOrEqual(FLOOR);
  });
});
