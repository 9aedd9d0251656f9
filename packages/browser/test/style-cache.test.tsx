// The style cache gives every style element emotion inserts the page's nonce, and none without one.
import { ClassNames } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { metaNonce } from '../src/page-nonce';
import { StyleCacheProvider } from '../src/style-cache';

function setNonce(nonce: string | null): void {
  document.head.innerHTML = '';
  if (nonce === null) return;
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
}

function Styled({ colour }: { colour: string }) {
  return <ClassNames>{({ css }) => <p className={css({ color: colour })}>styled</p>}</ClassNames>;
}

const emotionStyles = () => [...document.head.querySelectorAll('style[data-emotion]')];

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('the page nonce', () => {
  it('is read from the csp-nonce meta element, and is undefined without one', () => {
    setNonce('r4nd0m');
    expect(metaNonce()).toBe('r4nd0m');
    setNonce(null);
    expect(metaNonce()).toBeUndefined();
  });
});

describe('StyleCacheProvider', () => {
  it("puts the page's nonce on the style elements emotion inserts", () => {
    setNonce('n0nce-1');
    render(
      <StyleCacheProvider>
        <Styled colour="rgb(1, 2, 3)" />
      </StyleCacheProvider>,
    );
    const styles = emotionStyles();
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce-1');
  });

  it('inserts styles without a nonce on a page that has none', () => {
    setNonce(null);
    render(
      <StyleCacheProvider>
        <Styled colour="rgb(4, 5, 6)" />
      </StyleCacheProvider>,
    );
    const styles = emotionStyles();
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.hasAttribute('nonce')).toBe(false);
  });
});
