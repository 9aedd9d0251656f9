// `npm run fuzz`: the fuzzing of every call and socket event (apps/server/test/fuzz) and the model
// test of the money calls with many more runs than `npm test` gives them. FUZZ_RUNS sets the runs
// per property (default 300); FUZZ_SEED replays the seed fast-check prints for a failure. Extra
// arguments go to Vitest.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '300' };
console.log(`Fuzzing with ${env.FUZZ_RUNS} runs per property${process.env.FUZZ_SEED ? `, seed ${process.env.FUZZ_SEED}` : ''}...`);
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    '--testTimeout=0',
    'apps/server/test/fuzz',
    'apps/server/test/modules/payments/money-model.test.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env, shell: process.platform === 'win32' },
);
process.exit(result.status ?? 1);
