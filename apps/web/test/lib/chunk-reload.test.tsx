import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_MAX, CHUNK_RELOAD_WINDOW_MS } from '@blitz/contract';
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_HISTORY_KEY,
  ChunkLoadTimeoutError,
  claimChunkReload,
  isChunkLoadError,
  lazyWithReload,
} from '../../src/lib/chunk-reload';
import { renderWithProviders } from '../components/render';
import { ErrorBoundaryProbe } from './error-boundary-probe';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/item-page-abc123.js');

describe('isChunkLoadError', () => {
  it('recognises the errors of Chromium, Firefox, Safari, Vite and time-outs', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadTimeoutError('slow'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it(`allows ${CHUNK_RELOAD_MAX} reloads within the window and refuses the next`, () => {
    const start = 1_000_000;
    for (let i = 0; i < CHUNK_RELOAD_MAX; i += 1) expect(claimChunkReload(start + i * 1000)).toBe(true);
    expect(claimChunkReload(start + 5000)).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_HISTORY_KEY) ?? '[]')).toHaveLength(CHUNK_RELOAD_MAX);
  });

  it('allows reloads again once the oldest falls out of the window', () => {
    const start = 1_000_000;
    for (let i = 0; i < CHUNK_RELOAD_MAX; i += 1) claimChunkReload(start + i);
    expect(claimChunkReload(start + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimChunkReload(start + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('survives a corrupt history', () => {
    sessionStorage.setItem(CHUNK_RELOAD_HISTORY_KEY, '{not json');
    expect(claimChunkReload(5)).toBe(true);
    sessionStorage.setItem(CHUNK_RELOAD_HISTORY_KEY, '["x", null]');
    expect(claimChunkReload(6)).toBe(true);
  });
});

describe('lazyWithReload', () => {
  it('renders the page when its chunk loads', async () => {
    const Page = lazyWithReload(async () => ({ default: () => <p>item page</p> }));
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('item page')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page on a chunk failure and keeps suspending', async () => {
    const Page = lazyWithReload(() => Promise.reject(chunkError()));
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_HISTORY_KEY) ?? '[]')).toHaveLength(1);
  });

  it('treats a chunk that never arrives within the time-out as a chunk failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const Page = lazyWithReload(() => new Promise<never>(() => {}));
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error page instead of reloading once the limit is reached', async () => {
    const now = Date.now();
    sessionStorage.setItem(
      CHUNK_RELOAD_HISTORY_KEY,
      JSON.stringify(Array.from({ length: CHUNK_RELOAD_MAX }, (_, i) => now - 1000 * (i + 1))),
    );
    const Page = lazyWithReload(() => Promise.reject(chunkError()));
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('408');
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes other errors on to the error boundary', async () => {
    const Page = lazyWithReload(() => Promise.reject(new Error('bug in module')));
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundaryProbe onError={(error) => errors.push(error)}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </ErrorBoundaryProbe>,
    );
    expect(await screen.findByText('boundary caught')).toBeTruthy();
    expect(errors).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
