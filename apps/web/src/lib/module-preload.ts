// The shop's stand-in for Vite's preload helper (issue 15), which the build's dynamic imports call
// (src/build/preload-helper.ts puts it in the place of Vite's own). Like Vite's, it adds a
// `<link rel="modulepreload">` for every chunk a dynamic import needs, so that all of them are
// fetched at once rather than a level of imports at a time, and a stylesheet link for each of its
// stylesheets, which it waits for. Unlike Vite's, it spreads its work over tasks, so that a phone's
// main thread is never held long (Lighthouse counts every task past 50 ms as blocking):
// - Links: each starts a request, a quarter to three quarters of a millisecond of a fast machine's
//   main thread, four times that on a phone, and a page needs 30 to 60 chunks. It adds
//   PRELOAD_BATCH links per task, the first batch (the import's chunk and its first imports) at
//   once. What an import reaches before its link is added is not fetched twice: a browser's module
//   map keeps one request per module.
// - Running the chunks: a browser runs a module and all it imports in one task, 100 to 200 ms of
//   a phone's main thread for a page. The helper imports the chunks one by one, the deepest first,
//   and lets other tasks run whenever a step has taken EVALUATION_STEP_MS; the import itself then
//   finds them run. A chunk's own imports still run before it, as a browser orders them.
// On a machine with one of its two cores busy, the pages' median Lighthouse TBT went from 35 to
// 360 ms to 0 to 104 ms (bench/notes/web-history.md).
import { metaNonce } from './page-nonce';

/** How many links one task adds: a few milliseconds of a phone's main thread. */
export const PRELOAD_BATCH = 8;
/** How long one task runs chunks before it lets the page's other work run. */
export const EVALUATION_STEP_MS = 8;

export type PreloadHelper = <T>(load: () => Promise<T>, deps?: readonly string[]) => Promise<T>;

const laterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const isStylesheet = (href: string) => /\.css(?:$|\?)/.test(href);

/** Tells the page that a preload failed (Vite's event, which lets a listener take it); rethrows unless one did. */
function preloadFailed(error: unknown): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/** What the helper runs on: the browser's, in the build; the tests' own, in the tests. */
export interface PreloadHost {
  /** Runs a chunk by its address (the browser's import). */
  importModule: (href: string) => Promise<unknown>;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Settles in a later task. */
  nextTask?: () => Promise<void>;
}

/** A preload helper running on `host`. */
export function createPreloadHelper({ importModule, now = () => performance.now(), nextTask = laterTask }: PreloadHost): PreloadHelper {
  /** The scripts preloaded, or on their way, by address. */
  const requested = new Set<string>();
  /** The stylesheets preloaded, or on their way, by address, with their load. */
  const styles = new Map<string, Promise<void>>();
  let linksRead = false;

  /** Takes in the links the page's HTML has (the entry's preloads, its stylesheets): nothing to add for them. */
  function readLinks(): void {
    if (linksRead) return;
    linksRead = true;
    for (const link of Array.from(document.getElementsByTagName('link'))) {
      requested.add(link.href);
      if (link.rel === 'stylesheet') styles.set(link.href, Promise.resolve());
    }
  }

  /** Adds a link of `rel` to `href` to the page's head. */
  function addLink(rel: string, href: string, nonce: string | undefined): HTMLLinkElement {
    const link = document.createElement('link');
    link.rel = rel;
    if (rel === 'modulepreload') link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    if (nonce) link.setAttribute('nonce', nonce);
    document.head.appendChild(link);
    return link;
  }

  /** Preloads the script `href`, once. */
  function preloadScript(href: string, nonce: string | undefined): void {
    if (requested.has(href)) return;
    requested.add(href);
    addLink('modulepreload', href, nonce);
  }

  /** Loads the stylesheet `href`, once: its load. */
  function preloadStylesheet(href: string, nonce: string | undefined): Promise<void> {
    let loaded = styles.get(href);
    if (!loaded) {
      const link = addLink('stylesheet', href, nonce);
      loaded = new Promise<void>((resolve, reject) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
      });
      styles.set(href, loaded);
    }
    return loaded;
  }

  /** Runs the chunks `scripts`, the last-named (the deepest imports) first, a step of EVALUATION_STEP_MS per task. */
  async function runInSteps(scripts: readonly string[]): Promise<void> {
    let stepStart = now();
    for (const href of [...scripts].reverse()) {
      if (now() - stepStart >= EVALUATION_STEP_MS) {
        await nextTask();
        stepStart = now();
      }
      // A chunk that fails to load is left to the import itself, which reports it.
      await importModule(href).catch(() => undefined);
    }
  }

  return function preload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
    if (!deps || deps.length === 0) return load();
    readLinks();
    const nonce = metaNonce();
    // The build names the chunks from the site's root.
    const hrefs = deps.map((dep) => new URL(`${import.meta.env.BASE_URL}${dep}`, document.baseURI).href);
    // The stylesheets (rare, and waited for) at once, the scripts PRELOAD_BATCH per task.
    const sheets = hrefs.filter(isStylesheet).map((href) => preloadStylesheet(href, nonce));
    const scripts = hrefs.filter((href) => !isStylesheet(href));
    const addScripts = (batch: readonly string[]) => batch.forEach((href) => preloadScript(href, nonce));
    addScripts(scripts.slice(0, PRELOAD_BATCH));
    void (async () => {
      for (let start = PRELOAD_BATCH; start < scripts.length; start += PRELOAD_BATCH) {
        await nextTask();
        addScripts(scripts.slice(start, start + PRELOAD_BATCH));
      }
    })();
    // The import waits for its stylesheets, as with Vite's helper, not for its scripts' links.
    return Promise.allSettled(sheets).then(async (results) => {
      for (const result of results) if (result.status === 'rejected') preloadFailed(result.reason);
      await runInSteps(scripts);
      return load().catch((error: unknown) => {
        preloadFailed(error);
        // A listener took the failure: as with Vite's helper, the import gives nothing.
        return undefined as T;
      });
    });
  };
}

/** The helper the build's dynamic imports call (Vite's name for it). */
export const __vitePreload: PreloadHelper = createPreloadHelper({ importModule: (href) => import(/* @vite-ignore */ href) });
