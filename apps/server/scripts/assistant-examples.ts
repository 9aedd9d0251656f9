/**
 * Writes the assistant's example questions (src/modules/assistant/knowledge/examples.json) from
 * the development set: each question with the intents whose built-in answer the set's rule
 * scores right (an own-data question: the user's figure it asks for). The frozen set is never
 * read. Run it after the development set or a passage changes: `npm run assistant:examples`.
 */
import { writeFileSync } from 'node:fs';
import { examplesFrom, EXAMPLES_FILE } from '../test/modules/assistant/example-labels';
import { loadSet } from '../test/modules/assistant/eval-runner';

const examples = examplesFrom(loadSet('dev'));
writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`${examples.length} example questions written to ${EXAMPLES_FILE.pathname}`);
