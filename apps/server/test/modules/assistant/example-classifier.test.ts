/**
 * The classifier learnt from example questions (example-classifier.ts) on small made-up sets, and
 * the shop's examples (knowledge/examples.json) kept equal to what the development set labels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { learnExamples, ngramsOf, type Example } from '../../../src/modules/assistant/example-classifier';
import { EXAMPLES_FILE, examplesFrom, editionOf } from './example-labels';
import { loadSet } from './eval-runner';

const example = (lang: string, question: string, ...intents: Example['intents']): Example => ({
  id: `${lang}-t1`,
  lang,
  question,
  intents,
});

const TOY = [
  example('zu', 'ukulethwa kuthatha isikhathi esingakanani', 'shipping'),
  example('zu', 'impahla izofika nini uma ilethwa', 'shipping'),
  example('zu', 'ngingayibuyisela impahla engiyithengile', 'returns'),
  example('zu', 'ngibuyisela kanjani into ephukile', 'returns'),
  example('en', 'how long does delivery take', 'shipping'),
  example('en', 'can I send an item back', 'returns'),
];

describe('example classifier', () => {
  it('takes the n-grams of 3 to 5 letters inside each word, padded, without case or diacritics', () => {
    expect([...ngramsOf('Bid!')]).toEqual([' bi', 'bid', 'id ', ' bid', 'bid ', ' bid ']);
    expect(ngramsOf('Ṱhuma')).toEqual(ngramsOf('thuma'));
  });

  it('finds a stem under other prefixes and endings than its examples had', () => {
    const learnt = learnExamples(TOY);
    // "zilethwe" (delivered) and "ukubuyisela" (to return) appear in no example as written.
    expect(learnt.classify('zilethwe emva kwezinsuku ezingaki?', 'zu')?.intent).toBe('shipping');
    expect(learnt.classify('ukubuyisela into kwenziwa kanjani?', 'zu')?.intent).toBe('returns');
  });

  it('scores a question against its language, English and its sister languages only', () => {
    const learnt = learnExamples(TOY);
    // isiXhosa counts the isiZulu examples; Afrikaans counts only English ones.
    expect(learnt.classify('ndingayibuyisela impahla?', 'xh')?.intent).toBe('returns');
    expect(learnt.classify('kan ek dit terug send?', 'af')?.intent).toBe('returns');
    expect(learnExamples([example('zu', 'ukulethwa', 'shipping')]).classify('ukulethwa', 'ns')).toBeNull();
  });

  it('has no answer for a question sharing no n-gram with the examples, and a margin for one it has', () => {
    const learnt = learnExamples(TOY);
    expect(learnt.classify('qqq xzx', 'zu')).toBeNull();
    const clear = learnt.classify('ukulethwa kuthatha isikhathi esingakanani', 'zu')!;
    const mixed = learnt.classify('ukulethwa noma ukubuyisela', 'zu')!;
    expect(clear.margin).toBeGreaterThan(mixed.margin);
    expect(learnExamples([example('en', 'delivery', 'shipping')]).classify('delivery', 'en')?.margin).toBe(0);
  });

  it('counts an example right for several intents for each, by a share', () => {
    const learnt = learnExamples([
      example('en', 'did I get my free blitz today', 'rewards', 'live:checkIn'),
      example('en', 'how do I get free blitz every day', 'rewards'),
      example('en', 'have I checked in today', 'live:checkIn'),
    ]);
    expect(learnt.knows('live:checkIn')).toBe(true);
    expect(learnt.knows('live:cart')).toBe(false);
    expect(learnt.classify('free blitz every day?', 'en')?.intent).toBe('rewards');
    expect(learnt.classify('checked in today?', 'en')?.intent).toBe('live:checkIn');
  });
});

describe("the shop's example questions", () => {
  it('are the development set, each with the intents that answer its topic', () => {
    const written = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Example[];
    const dev = loadSet('dev');
    expect(written, 'run `npm run assistant:examples -w @blitz/server`').toEqual(examplesFrom(dev));
    expect(written.length).toBeGreaterThan(dev.length * 0.97);
  });

  it('name their edition in their id', () => {
    expect(['en-12', 'zu-h58', 'xh-g02', 'af-m11'].map(editionOf)).toEqual(['-', 'h', 'g', 'm']);
  });
});
