/**
 * A multinomial naive Bayes classifier over character n-grams, learnt from labelled example
 * questions (`knowledge/examples.json`, made from the development set by
 * `scripts/assistant-examples.ts`): what shoppers asked, in their own words, and which intents
 * answer it. Character n-grams (3 to 5 letters inside a word) find a stem in whatever prefixes
 * and endings a writer gives it, which cue words written one by one do not; and a question in a
 * voice nobody wrote cues for still shares most of its n-grams with questions on the same topic.
 *
 * A question is scored against the examples of its language, of English (shoppers mix it in) and
 * of its sister languages (intents.ts), each counted in full (the cue words' half weight for a
 * sister language is theirs alone). The margin is the best intent's lead over the second (the log
 * prior included), divided by the question's n-grams. No library is used: the maintained JavaScript ones either
 * build a dense vector over the whole vocabulary per example (natural) or bring an English
 * language model along (wink); counting n-grams is the whole of this model.
 */
import { readFileSync } from 'node:fs';
import type { IntentId } from './knowledge/cues-types';
import { cueSourcesOf, normalize } from './intents';

export interface Example {
  /** The development set's id of the question (its edition is the letter after the language). */
  id: string;
  lang: string;
  question: string;
  /** The intents whose answer is right for it (one or more). */
  intents: IntentId[];
}

export interface Learnt {
  intent: IntentId;
  /** How far the best intent is ahead of the second, per n-gram of the question (log odds); 0 with one intent. */
  margin: number;
}

/** Additive smoothing of the n-gram counts. */
const SMOOTHING = 0.1;
const SHORTEST = 3;
const LONGEST = 5;

/** The distinct n-grams of a text's words, each word padded with a space at both ends. */
export function ngramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normalize(text).trim().split(' ')) {
    if (!word) continue;
    const padded = ` ${word} `;
    for (let n = SHORTEST; n <= LONGEST; n += 1) for (let i = 0; i + n <= padded.length; i += 1) grams.add(padded.slice(i, i + n));
  }
  return grams;
}

interface Counts {
  /** Per intent: its share of the examples, each n-gram's count and their total. */
  byIntent: Map<IntentId, { examples: number; grams: Map<string, number>; total: number }>;
  vocabulary: Set<string>;
  examples: number;
}

export interface ExampleClassifier {
  classify(question: string, language: string): Learnt | null;
  /** Whether some example question asks for this intent. */
  knows(intent: IntentId): boolean;
}

/** Learns the examples (counted per language) and classifies a question against its sources. */
export function learnExamples(examples: readonly Example[]): ExampleClassifier {
  const perLanguage = new Map<string, Counts>();
  for (const example of examples) {
    let counts = perLanguage.get(example.lang);
    if (!counts) perLanguage.set(example.lang, (counts = { byIntent: new Map(), vocabulary: new Set(), examples: 0 }));
    counts.examples += 1;
    const grams = ngramsOf(example.question);
    // An example right for several intents counts for each by an equal share.
    const share = 1 / example.intents.length;
    for (const intent of example.intents) {
      let entry = counts.byIntent.get(intent);
      if (!entry) counts.byIntent.set(intent, (entry = { examples: 0, grams: new Map(), total: 0 }));
      entry.examples += share;
      for (const gram of grams) {
        entry.grams.set(gram, (entry.grams.get(gram) ?? 0) + share);
        entry.total += share;
        counts.vocabulary.add(gram);
      }
    }
  }

  const entriesOf = (sources: Counts[], intent: IntentId) => sources.flatMap((counts) => counts.byIntent.get(intent) ?? []);
  /**
   * What a language's questions are scored against: its sources' counts and the size of their
   * joint vocabulary, worked out once (the vocabularies themselves stay per language).
   */
  const merged = new Map<
    string,
    { sources: Counts[]; vocabularySize: number; intents: [IntentId, ReturnType<typeof entriesOf>][]; examples: number }
  >();
  function sourcesFor(language: string) {
    let found = merged.get(language);
    if (!found) {
      const sources = cueSourcesOf(language).flatMap(([source]) => perLanguage.get(source) ?? []);
      const intents = [...new Set(sources.flatMap((counts) => [...counts.byIntent.keys()]))];
      found = {
        sources,
        vocabularySize: new Set(sources.flatMap((counts) => [...counts.vocabulary])).size,
        intents: intents.map((intent) => [intent, entriesOf(sources, intent)]),
        examples: sources.reduce((sum, counts) => sum + counts.examples, 0),
      };
      merged.set(language, found);
    }
    return found;
  }

  const known = new Set(examples.flatMap((example) => example.intents));
  return {
    knows: (intent) => known.has(intent),
    classify(question, language) {
      const { sources, vocabularySize, intents, examples } = sourcesFor(language);
      const grams = ngramsOf(question);
      const seen = [...grams].filter((gram) => sources.some((counts) => counts.vocabulary.has(gram)));
      if (seen.length === 0) return null;
      const scored = intents.map(([intent, entries]) => {
        const total = entries.reduce((sum, entry) => sum + entry.total, 0) + SMOOTHING * vocabularySize;
        let score = Math.log(entries.reduce((sum, entry) => sum + entry.examples, 0) / examples);
        for (const gram of seen)
          score += Math.log((entries.reduce((sum, entry) => sum + (entry.grams.get(gram) ?? 0), 0) + SMOOTHING) / total);
        return { intent, score };
      });
      scored.sort((a, b) => b.score - a.score);
      const [best, second] = scored;
      if (!best) return null;
      // With one intent to choose from, the examples tell nothing apart: no margin.
      return { intent: best.intent, margin: second ? (best.score - second.score) / grams.size : 0 };
    },
  };
}

let shop: ExampleClassifier | undefined;

/** The classifier learnt from the shop's example questions (read on first use). */
export function shopExamples(): ExampleClassifier {
  shop ??= learnExamples(JSON.parse(readFileSync(new URL('./knowledge/examples.json', import.meta.url), 'utf8')) as Example[]);
  return shop;
}
