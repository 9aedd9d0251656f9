// The app's emotion cache and the first HTML's styles, which the server sends in the page's head
// (withFirstHtmlStylesInHead): the app takes them as written and leaves their elements alone.
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import styled from '@emotion/styled';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_HTML_STYLES_ATTRIBUTE } from '@blitz/contract';
import { StyleCacheProvider } from '../../src/lib/style-cache';

const Box = styled.div({ display: 'grid', gap: 3 });

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

function renderWithCache() {
  let cache: EmotionCache | undefined;
  function Probe() {
    cache = useEmotionCache()!;
    return <Box>grid</Box>;
  }
  const view = render(
    <StyleCacheProvider>
      <Probe />
    </StyleCacheProvider>,
  );
  return { cache: cache!, element: view.getByText('grid') };
}

describe('StyleCacheProvider', () => {
  it("takes the first HTML's styles as written, without moving or writing them again", () => {
    // The name emotion gives Box's style, found by a render without a first HTML.
    const name = renderWithCache().element.className.replace(/^css-/, '');
    cleanup();
    document.head.innerHTML = '';
    const style = document.createElement('style');
    style.setAttribute(FIRST_HTML_STYLES_ATTRIBUTE, `other ${name}`);
    style.textContent = `.css-${name}{display:grid;gap:3px;}`;
    const after = document.createElement('meta');
    document.head.append(style, after);

    const { cache, element } = renderWithCache();
    expect(element.className).toBe(`css-${name}`);
    expect(cache.inserted[name]).toBe(true);
    expect(cache.inserted.other).toBe(true);
    // Nothing written for Box, and the first HTML's element where the server put it.
    expect([...document.head.children]).toEqual([style, after]);
  });

  it('writes the styles the first HTML does not hold', () => {
    const { element } = renderWithCache();
    const written = [...document.head.querySelectorAll('style[data-emotion^="css"]')].map((style) => style.textContent).join('');
    expect(written).toContain(`.${element.className}{display:grid;gap:3px;}`);
  });
});
