/** Cores kept busy while a benchmark runs, to see how its measures hold on a loaded machine. */
import { Worker } from 'node:worker_threads';

/** Starts `count` threads that spin until `stop` is called. */
export function busyCores(count: number): { stop(): Promise<void> } {
  const workers = Array.from({ length: count }, () => new Worker('for (;;) {}', { eval: true }));
  return {
    async stop() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
