// The helpers that keep listings cheap to render (issue 15): class names made once per mode
// (lib/static-classes.ts), items mounted one per task (lib/mount-queue.ts) and an answer rendered
// in a transition (lib/use-deferred-answer.ts).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMountTurn } from '../../src/lib/mount-queue';
import { classes, createStaticClasses } from '../../src/lib/static-classes';
import { useDeferredAnswer, useDeferredFirstAnswer } from '../../src/lib/use-deferred-answer';
import { staticClassName } from '../../src/lib/static-global';
import { ThemeModeContext } from '../../src/lib/theme-mode-context';
import type { ThemeMode } from '@blitz/contract';

afterEach(cleanup);

let styleRuns = 0;
const useBoxClasses = createStaticClasses('test-box', (theme) => {
  styleRuns += 1;
  return { box: { color: theme.palette.primary.main, padding: theme.spacing(1) }, wide: { [theme.breakpoints.up('sm')]: { padding: 20 } } };
});

function Box({ label }: { label: string }) {
  const css = useBoxClasses();
  return <div className={classes(css.box, label === 'wide' && css.wide, null)}>{label}</div>;
}

describe('createStaticClasses', () => {
  it('serializes and inserts the styles once per mode and cache, whatever the number of renders, named by label, key and mode', () => {
    const cache = createCache({ key: 'static', nonce: 'n0nce' });
    const tree = (mode: ThemeMode, labels: string[]) => (
      <CacheProvider value={cache}>
        <ThemeModeContext.Provider value={{ mode, setMode: () => {}, toggleMode: () => {} }}>
          {labels.map((label) => (
            <Box key={label} label={label} />
          ))}
        </ThemeModeContext.Provider>
      </CacheProvider>
    );
    styleRuns = 0;
    const view = render(tree('dark', ['a', 'b', 'wide']));
    view.rerender(tree('dark', ['a', 'b', 'wide', 'c']));
    expect(styleRuns).toBe(1);

    // The built app knows the name without the styles (lib/static-classes-built.ts).
    const darkClass = screen.getByText('a').className;
    expect(darkClass).toBe(staticClassName('test-box', 'box', 'dark'));
    expect(screen.getByText('wide').className.split(' ')).toEqual([darkClass, 'st-test-box-wide-dark']);
    // The rules are in the cache's sheet, with the page's nonce on their style element.
    const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="static"]')];
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((style) => style.nonce === 'n0nce' || style.getAttribute('nonce') === 'n0nce')).toBe(true);
    expect(cache.inserted[darkClass]).toBeDefined();

    view.rerender(tree('light', ['a', 'wide']));
    expect(styleRuns).toBe(2);
    // Each mode's classes are its own, inserted after the other's, so that a modifier still comes
    // after its base in the page after a switch.
    expect(screen.getByText('a').className).toBe('st-test-box-box-light');
    expect(screen.getByText('wide').className).toBe('st-test-box-box-light st-test-box-wide-light');
  });
});

/** What the page showed as each item's mount was committed. */
let commits: string[][] = [];

function Item({ name, immediate }: { name: string; immediate: boolean }) {
  const ready = useMountTurn(immediate);
  return ready ? <Shown name={name} /> : null;
}

function Shown({ name }: { name: string }) {
  useLayoutEffect(() => {
    commits.push(shown());
  }, []);
  return <p>{name}</p>;
}

const shown = () => screen.queryAllByRole('paragraph').map((item) => item.textContent ?? '');

describe('useMountTurn', () => {
  it('mounts the immediate items at once and the others one per commit, in order', async () => {
    commits = [];
    render(
      <>
        {['one', 'two', 'three', 'four', 'five'].map((name, index) => (
          <Item key={name} name={name} immediate={index < 2} />
        ))}
      </>,
    );
    expect(shown()).toEqual(['one', 'two']);
    await waitFor(() => expect(shown()).toHaveLength(5));
    expect(commits).toEqual([
      ['one', 'two'],
      ['one', 'two'],
      ['one', 'two', 'three'],
      ['one', 'two', 'three', 'four'],
      ['one', 'two', 'three', 'four', 'five'],
    ]);
  });

  it('lets the next item mount when a waiting one goes away, before or right after its turn', async () => {
    const list = (names: string[]) => (
      <>
        {names.map((name) => (
          <Item key={name} name={name} immediate={false} />
        ))}
      </>
    );
    const view = render(list(['first', 'second', 'third', 'fourth']));
    // 'first' goes before its turn; 'second' has the next one.
    view.rerender(list(['second', 'third', 'fourth']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(shown()).toEqual(['second']);
    // 'third' has its turn, and goes in the same task, before its render commits; 'fourth' waits behind it.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      view.rerender(list(['second', 'fourth']));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(shown()).toEqual(['second', 'fourth']);
  });
});

/** A store like React Query's: its change renders at once (useSyncExternalStore). */
function answerStore() {
  let answer: string[] | undefined;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => answer,
    set: async (next: string[]) => {
      await act(async () => {
        answer = next;
        for (const listener of listeners) listener();
      });
    },
  };
}

describe('useDeferredAnswer', () => {
  it('renders each answer from a store in a second, deferred render, as still loading until then', async () => {
    const store = answerStore();
    const seen: string[] = [];
    function List() {
      const data = useSyncExternalStore(store.subscribe, store.read);
      const deferred = useDeferredAnswer(data);
      const state = deferred.waiting ? 'waiting' : deferred.stale ? 'stale' : 'shown';
      seen.push(`${String(data?.length)} ${String(deferred.data?.length)} ${state}`);
      return <p>{deferred.waiting || !deferred.data ? 'loading' : deferred.data.join(',')}</p>;
    }
    render(<List />);
    expect(seen).toEqual(['undefined undefined shown']);
    await store.set(['a', 'b']);
    expect(screen.getByText('a,b')).toBeTruthy();
    // The store's render keeps the previous answer and says it waits; the deferred one shows it.
    expect(seen.slice(1)).toEqual(['2 undefined waiting', '2 2 shown']);
    // A next page: the list keeps its cards, says a newer answer is coming, then shows it.
    await store.set(['a', 'b', 'c']);
    expect(screen.getByText('a,b,c')).toBeTruthy();
    expect(seen.slice(3)).toEqual(['3 2 stale', '3 3 shown']);
  });

  it('defers only the first answer with useDeferredFirstAnswer: a later one shows in the render that brings it', async () => {
    const store = answerStore();
    const seen: string[] = [];
    function Bar() {
      const data = useSyncExternalStore(store.subscribe, store.read);
      const shown = useDeferredFirstAnswer(data);
      seen.push(`${shown.waiting ? 'waiting' : String(shown.data?.join(','))}`);
      return null;
    }
    render(<Bar />);
    await store.set(['Phones', 'Toys']);
    expect(seen).toEqual(['undefined', 'waiting', 'Phones,Toys']);
    // Another language's departments: shown at once, never the previous ones again.
    await store.set(['Fone', 'Speelgoed']);
    expect(seen.slice(3)).toEqual(['Fone,Speelgoed', 'Fone,Speelgoed']);
  });
});
