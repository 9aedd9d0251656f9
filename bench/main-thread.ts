/**
 * Main-thread benchmark (issue 15): what the shop's pages make a phone's main thread do, read
 * from Chromium's own trace instead of Lighthouse's simulation, whose TBT moves by a second or
 * more between runs of one build. Each run loads the page in a fresh phone-sized context
 * (390 x 844, pixel ratio 1.75) without throttling and traces it for 10 s; from the tasks of the
 * renderer's main thread after the first contentful paint it reports:
 * - "blocking at 4x": the sum of max(0, 4 x duration - 50 ms) over the tasks, which is what
 *   Lighthouse's mobile preset (a fourfold slower CPU) counts as Total Blocking Time of the same
 *   tasks;
 * - "busy": the main thread's time in tasks;
 * - "long tasks": the tasks that block at 4x (12.5 ms or more).
 * Medians of `--runs` runs per page. With `--against=<folder>` a second build (another
 * `apps/web/dist`, copied before a change) is served beside the current one and measured in turns
 * with it, so both share the machine's load alike. `--tasks` also prints each run's blocking
 * tasks: when each began after the first paint, how long it took and what it spent that time on
 * (script evaluation, function calls, timers, style, layout), to see which work a change moved.
 * `--compile` also traces V8's compiling and reports "compiling": the main thread's time compiling
 * functions on their first call, which a compile hint (apps/web/src/build/compile-hints.ts) moves
 * to a background thread. Its trace categories slow every task a little, so compare its other
 * columns only with runs that had it too.
 *
 * Usage: npx tsx bench/main-thread.ts [--runs=5] [--pages=/,/winners] [--against=folder] [--tasks] [--compile] [--no-build]
 * Environment: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { args, numberArg } from './lib/args';
import { chromeFlags, chromePath } from './lib/chromium';
import { startServer, type BenchServer } from './lib/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = numberArg('runs', 5);
const pages = (args.get('pages') ?? '/,/search?s=phone,/winners').split(',');
const against = args.get('against');
const TRACE_MS = 10_000;
const SLOWDOWN = 4;
const compile = args.has('compile');
/** V8's trace event for compiling one function lazily (its parse included). */
const LAZY_COMPILE = 'V8.CompileCode';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args: { name?: string; data?: { url?: string } };
}

/** The kinds of work a task is made of, as `--tasks` prints them. */
const WORK = ['v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML'];

/** One line per blocking task: its start after the first paint, its length and its largest parts. */
function describeTasks(tasks: TraceEvent[], inside: TraceEvent[], paintTs: number): string[] {
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of inside) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || !WORK.includes(e.name)) continue;
      const script = e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? e.args.data?.url?.split('/').pop() : undefined;
      const key = script ? `${e.name} ${script}` : e.name;
      parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const made = largest.map(([key, ms]) => `${key} ${ms.toFixed(1)}`).join(', ');
    return `  +${((task.ts - paintTs) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms (${made || 'the browser'})`;
  });
}

interface Sample {
  blocking: number;
  busy: number;
  long: number;
  compiling: number;
  /** With `--tasks`: one line per blocking task. */
  tasks: string[];
}

/** The time of `events` (complete events of one thread) not inside another of them. */
function outermostTime(events: TraceEvent[]): number {
  let total = 0;
  let end = -Infinity;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    total += (e.dur ?? 0) / 1000;
    end = e.ts + (e.dur ?? 0);
  }
  return total;
}

if (!args.has('no-build')) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });

async function measure(url: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', {
      categories: `devtools.timeline,disabled-by-default-devtools.timeline,loading,__metadata${compile ? ',v8,disabled-by-default-v8.compile' : ''}`,
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForTimeout(TRACE_MS);
    await cdp.send('Tracing.end');
    await complete;
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
    // The page's own main thread: the renderer that painted it (not one of the browser's own pages).
    const main = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === paint.pid)
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
    const compiled = onMain.filter((e) => e.name === LAZY_COMPILE && e.ts >= paint.ts);
    const sample: Sample = { blocking: 0, busy: 0, long: 0, compiling: outermostTime(compiled), tasks: [] };
    const blocking: TraceEvent[] = [];
    for (const e of onMain) {
      if (e.name !== 'RunTask' || e.ts < paint.ts) continue;
      const ms = (e.dur ?? 0) / 1000;
      sample.busy += ms;
      if (SLOWDOWN * ms > 50) {
        sample.blocking += SLOWDOWN * ms - 50;
        sample.long += 1;
        blocking.push(e);
      }
    }
    if (args.has('tasks')) sample.tasks = describeTasks(blocking, onMain, paint.ts);
    return sample;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const builds: Array<{ label: string; server: BenchServer; samples: Map<string, Sample[]> }> = [];
try {
  builds.push({ label: 'this build', server: await startServer({ SEED_DEMO: 'true' }), samples: new Map() });
  if (against) {
    const server = await startServer({ SEED_DEMO: 'true', WEB_DIST: resolve(against) });
    builds.unshift({ label: `against (${against})`, server, samples: new Map() });
  }
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      // Which build goes first alternates from run to run.
      for (const build of run % 2 === 0 ? [...builds].reverse() : builds) {
        const sample = await measure(`${build.server.baseUrl}${page}`);
        build.samples.set(page, [...(build.samples.get(page) ?? []), sample]);
        console.error(
          `run ${run}/${runs} ${build.label} ${page}: blocking ${sample.blocking.toFixed(0)} ms, busy ${sample.busy.toFixed(0)} ms` +
            (compile ? `, compiling ${sample.compiling.toFixed(0)} ms` : ''),
        );
        for (const line of sample.tasks) console.error(line);
      }
    }
  }
} finally {
  await browser.close();
  for (const build of builds) await build.server.stop();
}

console.log(`\nMain thread after the first paint, ${TRACE_MS / 1000} s traced, median of ${runs} runs per page\n`);
console.log(`| build | page | blocking at 4x ms | busy ms | long tasks |${compile ? ' compiling ms |' : ''}`);
console.log(`|---|---|---:|---:|---:|${compile ? '---:|' : ''}`);
for (const page of pages) {
  for (const build of builds) {
    const samples = build.samples.get(page) ?? [];
    const pick = (key: 'blocking' | 'busy' | 'long' | 'compiling') => median(samples.map((sample) => sample[key])).toFixed(0);
    const compiling = compile ? ` ${pick('compiling')} |` : '';
    console.log(`| ${build.label} | ${page} | ${pick('blocking')} | ${pick('busy')} | ${pick('long')} |${compiling}`);
  }
}
