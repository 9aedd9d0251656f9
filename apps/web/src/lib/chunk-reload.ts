// Code-split pages (SPEC.md section 4, "Chunk load failure"): when a page chunk cannot be loaded
// (usually a deploy replaced the hashed files the open tab still points at) the page reloads by
// itself, at most CHUNK_RELOAD_MAX times within CHUNK_RELOAD_WINDOW_MS; after that the error page
// is shown instead of reloading in a loop. The reload history lives in sessionStorage so it
// survives the reloads but not the tab.
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_MAX, CHUNK_RELOAD_WINDOW_MS } from '@blitz/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkErrorPage } from '../components/chunk-error-page';

export const CHUNK_RELOAD_HISTORY_KEY = 'chunk_reload_history';

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
}

/** True for the errors browsers and Vite raise when a code-split file cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof ChunkLoadTimeoutError || error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

function readHistory(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((at): at is number => typeof at === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Records a reload and answers whether one is still allowed: fewer than CHUNK_RELOAD_MAX reloads
 * within the last CHUNK_RELOAD_WINDOW_MS.
 */
export function claimChunkReload(now: number = Date.now()): boolean {
  const recent = readHistory().filter((at) => now - at < CHUNK_RELOAD_WINDOW_MS && at <= now);
  if (recent.length >= CHUNK_RELOAD_MAX) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_HISTORY_KEY, JSON.stringify([...recent, now]));
  } catch {
    // Without sessionStorage we cannot count reloads, so we must not reload at all.
    return false;
  }
  return true;
}

/** Reloads the page after a chunk failure when the limit allows; true when a reload started. */
export function reloadAfterChunkError(): boolean {
  if (!claimChunkReload()) return false;
  window.location.reload();
  return true;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A lazy part that can also be fetched ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the part (once); settles when it has loaded or failed as its render would. */
  preload(): Promise<void>;
};

/**
 * React.lazy for page chunks: a chunk failure reloads the page (within the limit) or shows the
 * error page; any other failure is rethrown for the nearest error boundary. `preload()` fetches
 * the part before it renders: the app's first render does not commit the page's loading fallback
 * then, which would hold the page back (React shows content that replaces a fallback at least
 * 300 ms after it).
 */
// Pages take no props from the router.
// Any props, as React's lazy() takes: overlays loaded this way have props of their own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithReload<T extends ComponentType<any>>(importer: () => Promise<{ default: T }>): PreloadableLazy<T> {
  let loading: Promise<{ default: T }> | null = null;
  const load = () =>
    (loading ??= (async () => {
      try {
        return await withTimeout(importer(), CHUNK_LOAD_TIMEOUT_MS);
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        // While the reload is under way, keep suspending instead of flashing the error page.
        if (reloadAfterChunkError()) return new Promise<never>(() => {});
        return { default: ChunkErrorPage as unknown as T };
      }
    })());
  return Object.assign(lazy(load), {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}
