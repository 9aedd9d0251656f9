// The two helpers that keep listings cheap to render (issue 15): class names made once per theme
// (lib/static-classes.ts) and items mounted one per task (lib/mount-queue.ts).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMountTurn } from '../../src/lib/mount-queue';
import { classes, createStaticClasses } from '../../src/lib/static-classes';
import { createBrandTheme } from '../../src/lib/theme';

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
  it('serializes and inserts the styles once per theme and cache, whatever the number of renders', () => {
    const cache = createCache({ key: 'static', nonce: 'n0nce' });
    const dark = createBrandTheme('dark');
    const light = createBrandTheme('light');
    const tree = (theme: typeof dark, labels: string[]) => (
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          {labels.map((label) => (
            <Box key={label} label={label} />
          ))}
        </ThemeProvider>
      </CacheProvider>
    );
    styleRuns = 0;
    const view = render(tree(dark, ['a', 'b', 'wide']));
    view.rerender(tree(dark, ['a', 'b', 'wide', 'c']));
    expect(styleRuns).toBe(1);

    const darkClass = screen.getByText('a').className;
    expect(darkClass).toMatch(/^static-[a-z0-9]+-test-box-box$/);
    expect(screen.getByText('wide').className.split(' ')).toHaveLength(2);
    // The rules are in the cache's sheet, with the page's nonce on their style element.
    const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="static"]')];
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((style) => style.nonce === 'n0nce' || style.getAttribute('nonce') === 'n0nce')).toBe(true);
    expect(cache.inserted[darkClass.replace('static-', '')]).toBeDefined();

    view.rerender(tree(light, ['a']));
    expect(styleRuns).toBe(2);
    expect(screen.getByText('a').className).not.toBe(darkClass);
  });
});

function Item({ name, immediate }: { name: string; immediate: boolean }) {
  return useMountTurn(immediate) ? <p>{name}</p> : null;
}

const shown = () => screen.queryAllByRole('paragraph').map((item) => item.textContent);

describe('useMountTurn', () => {
  it('mounts the immediate items at once and the others one per task, in order', async () => {
    render(
      <>
        {['one', 'two', 'three', 'four', 'five'].map((name, index) => (
          <Item key={name} name={name} immediate={index < 2} />
        ))}
      </>,
    );
    expect(shown()).toEqual(['one', 'two']);
    const seen: string[][] = [];
    for (let task = 0; task < 3; task += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      seen.push(shown() as string[]);
    }
    expect(seen).toEqual([
      ['one', 'two', 'three'],
      ['one', 'two', 'three', 'four'],
      ['one', 'two', 'three', 'four', 'five'],
    ]);
  });

  it('lets the next item mount when a waiting one goes away', async () => {
    const view = render(
      <>
        <Item name="first" immediate={false} />
        <Item name="second" immediate={false} />
      </>,
    );
    view.rerender(<Item key="second" name="second" immediate={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(shown()).toEqual(['second']);
  });
});
