/**
 * Scores the assistant on an evaluation set (test/modules/assistant/eval/README.md): every question
 * through the chat service on a test shop, printed as right / total / % per language.
 * Usage: npm run eval:assistant -- [--set dev|frozen] [--min 90] [--llm-fake] [--misses]
 *   --set     the set to score (default frozen, which is never tuned on)
 *   --min     exit 1 when a language scores below this percentage
 *   --llm-fake  answer through a loopback model speaking the chat-completions protocol
 *   --misses  print the questions answered wrongly (dev set only: the frozen set's questions stay unread)
 *   --held-out  score only the development set's items of these editions (letters after the
 *             language in the id, `-` for the first edition), with the example questions learnt
 *             without them: how the assistant reads a writer it has learnt nothing from
 */
import { parseArgs } from 'node:util';
import {
  createEvalShop,
  formatTable,
  loadSet,
  requestsLogIn,
  runSet,
  scoreByLanguage,
  type SetName,
} from '../test/modules/assistant/eval-runner';
import { editionOf, examplesFrom } from '../test/modules/assistant/example-labels';
import { learnExamples } from '../src/modules/assistant/example-classifier';
import { normalize } from '../src/modules/assistant/intents';
import { startFakeModelServer, type FakeModelServer } from '../test/modules/assistant/fake-model-server';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'frozen' },
    min: { type: 'string' },
    'llm-fake': { type: 'boolean', default: false },
    misses: { type: 'boolean', default: false },
    'held-out': { type: 'string' },
  },
});
const set = values.set as SetName;
if (set !== 'dev' && set !== 'frozen') throw new Error('--set must be dev or frozen');
if (values.misses && set === 'frozen') throw new Error('--misses is for the dev set only: the frozen set is scored, never read');

const heldOut = values['held-out']?.split(',');
if (heldOut && set !== 'dev') throw new Error('--held-out is for the dev set only');
const inHeldOut = (id: string) => heldOut!.includes(editionOf(id));
const items = loadSet(set).filter((item) => !heldOut || inHeldOut(item.id));

let model: FakeModelServer | undefined;
if (values['llm-fake']) model = await startFakeModelServer();
const shop = await createEvalShop(
  model ? { baseUrl: model.baseUrl, model: 'fake-grounded', apiKey: undefined, timeoutMs: 5_000 } : undefined,
);
let exitCode = 0;
try {
  if (heldOut) shop.deps.examples = learnExamples(examplesFrom(loadSet('dev').filter((item) => !inHeldOut(item.id))));
  const scored = await runSet(shop, items);
  const scores = scoreByLanguage(scored);
  if (heldOut) console.log(`Held out: editions ${heldOut.join(', ')} (${items.length} items), learnt from the rest`);
  console.log(
    `Assistant evaluation: ${set} set, ${model ? 'through the fake model server' : 'built-in assistant'}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(formatTable(scores));
  const general = scored.filter((s) => !s.item.needs_login);
  if (set === 'frozen') {
    // Writers apart sometimes write the same short question: how many of the frozen set's were learnt word for word.
    const learnt = new Set(examplesFrom(loadSet('dev')).map((example) => normalize(example.question)));
    console.log(
      `Frozen questions also in the examples, word for word: ${items.filter((item) => learnt.has(normalize(item.question))).length}`,
    );
  }
  console.log(
    `General questions answered with a request to log in: ${general.filter((s) => requestsLogIn(s.reply)).length} of ${general.length}`,
  );
  if (values.misses) {
    for (const s of scored.filter((r) => !r.right)) {
      console.log(
        `\nMISS ${s.item.id} [${s.item.topic}${s.item.needs_login ? (s.signedIn ? ', signed in' : ', signed out') : ''}] ${s.item.question}\n  -> ${s.reply}`,
      );
    }
  }
  const min = values.min === undefined ? undefined : Number(values.min);
  if (min !== undefined && scores.some((s) => s.percent < min)) {
    console.error(
      `Below ${min}% in: ${scores
        .filter((s) => s.percent < min)
        .map((s) => s.lang)
        .join(', ')}`,
    );
    exitCode = 1;
  }
} finally {
  await shop.close();
  await model?.close();
}
process.exit(exitCode);
