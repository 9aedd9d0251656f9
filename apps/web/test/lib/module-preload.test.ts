import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EVALUATION_STEP_MS, PRELOAD_BATCH, createPreloadHelper } from '../../src/lib/module-preload';

const chunks = (count: number) => Array.from({ length: count }, (_, index) => `assets/chunk-${index}.js`);
const href = (dep: string) => new URL(`/${dep}`, document.baseURI).href;
const preloadLinks = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));

/** Later tasks the helper waits for, run when a test says so. */
function taskQueue() {
  const waiting: Array<() => void> = [];
  const settle = async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  };
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    settle,
    /** Lets the microtasks run, then the tasks waiting now, one turn. */
    async turn() {
      await settle();
      for (const resolve of waiting.splice(0)) resolve();
      await settle();
    },
    get waiting() {
      return waiting.length;
    },
  };
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the preload helper of dynamic imports', () => {
  it('adds a batch of links at once and the rest a batch per later task, then runs the import', async () => {
    const tasks = taskQueue();
    const helper = createPreloadHelper({ importModule: () => Promise.resolve(), nextTask: tasks.nextTask });
    const load = vi.fn(() => Promise.resolve('the page'));
    const deps = chunks(PRELOAD_BATCH * 2 + 3);
    const result = helper(load, deps);
    expect(preloadLinks().map((link) => link.href)).toEqual(deps.slice(0, PRELOAD_BATCH).map(href));
    await tasks.turn();
    expect(preloadLinks()).toHaveLength(PRELOAD_BATCH * 2);
    await tasks.turn();
    expect(preloadLinks().map((link) => link.href)).toEqual(deps.map(href));
    const link = preloadLinks()[0]!;
    expect([link.as, link.crossOrigin]).toEqual(['script', '']);
    while (tasks.waiting > 0) await tasks.turn();
    await expect(result).resolves.toBe('the page');
    expect(load).toHaveBeenCalledOnce();
  });

  it('adds no link for a chunk the page links already or an earlier import preloaded, and gives them the page nonce', async () => {
    document.head.innerHTML = `<meta property="csp-nonce" nonce="n0nce"><link rel="modulepreload" href="/assets/chunk-0.js">`;
    const helper = createPreloadHelper({ importModule: () => Promise.resolve() });
    await helper(() => Promise.resolve(), chunks(2));
    await helper(() => Promise.resolve(), chunks(3));
    expect(preloadLinks().map((link) => link.href)).toEqual(chunks(3).map(href));
    expect(
      preloadLinks()
        .slice(1)
        .map((link) => link.getAttribute('nonce')),
    ).toEqual(['n0nce', 'n0nce']);
  });

  it("runs the import's chunks one by one, the deepest first, before the import, without the stylesheets", async () => {
    const ran: string[] = [];
    const helper = createPreloadHelper({
      importModule: (url) => {
        ran.push(url);
        return Promise.resolve();
      },
    });
    const load = vi.fn(() => {
      ran.push('import');
      return Promise.resolve();
    });
    const deps = ['assets/page.js', 'assets/button.js', 'assets/theme.js', 'assets/page.css'];
    const loading = helper(load, deps);
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    sheet.dispatchEvent(new Event('load'));
    await loading;
    expect(ran).toEqual([href('assets/theme.js'), href('assets/button.js'), href('assets/page.js'), 'import']);
  });

  it('lets other tasks run once a step has taken its time', async () => {
    const tasks = taskQueue();
    let clock = 0;
    const ran: string[] = [];
    const helper = createPreloadHelper({
      importModule: (url) => {
        ran.push(url);
        clock += EVALUATION_STEP_MS / 2;
        return Promise.resolve();
      },
      now: () => clock,
      nextTask: tasks.nextTask,
    });
    const loading = helper(() => Promise.resolve('done'), chunks(5));
    await tasks.settle();
    // Two chunks fill a step; the third waits for a task of its own.
    expect(ran).toHaveLength(2);
    await tasks.turn();
    expect(ran).toHaveLength(4);
    await tasks.turn();
    await expect(loading).resolves.toBe('done');
    expect(ran).toEqual(chunks(5).map(href).reverse());
  });

  it("leaves a chunk that fails to run to the import, whose failure goes to Vite's preload error event", async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const helper = createPreloadHelper({ importModule: () => Promise.reject(failure) });
    const reported: unknown[] = [];
    const take = (event: Event) => {
      reported.push((event as Event & { payload?: unknown }).payload);
      event.preventDefault();
    };
    window.addEventListener('vite:preloadError', take);
    try {
      await expect(helper(() => Promise.reject(failure), chunks(2))).resolves.toBeUndefined();
      expect(reported).toEqual([failure]);
    } finally {
      window.removeEventListener('vite:preloadError', take);
    }
    await expect(helper(() => Promise.reject(failure), chunks(2))).rejects.toBe(failure);
  });

  it('waits for the import’s stylesheets, and fails the import with a stylesheet that cannot load', async () => {
    const helper = createPreloadHelper({ importModule: () => Promise.resolve() });
    const load = vi.fn(() => Promise.resolve());
    const loading = helper(load, ['assets/page.js', 'assets/page.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/unable to preload css/i);
    expect(load).not.toHaveBeenCalled();
  });

  it('runs an import without chunks at once', async () => {
    const helper = createPreloadHelper({ importModule: () => Promise.resolve() });
    await expect(helper(() => Promise.resolve(7))).resolves.toBe(7);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
