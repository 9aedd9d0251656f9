// What lib/react-parity.ts makes Preact do as React DOM does (installed by test/setup.ts, as the
// app's entry installs it): focus an element rendered with autoFocus once, as it mounts, and set a
// picture's sources after its other attributes.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

/** Preact runs effects, and the hook its focus, once a frame has painted. */
const afterFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

afterEach(cleanup);

describe('autoFocus', () => {
  it('focuses the element as it mounts, keeps the component’s own ref, and not again on a re-render', async () => {
    const ref = createRef<HTMLInputElement>();
    let rerender: () => void = () => undefined;
    function Form() {
      const [count, setCount] = useState(0);
      rerender = () => setCount((value) => value + 1);
      return (
        <>
          <button type="button">first {count}</button>
          <input aria-label="Email" ref={ref} autoFocus />
        </>
      );
    }
    render(<Form />);
    await afterFrame();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(document.activeElement).toBe(email);
    expect(ref.current).toBe(email);

    screen.getByRole('button').focus();
    act(() => rerender());
    await afterFrame();
    expect(document.activeElement).toBe(screen.getByRole('button'));
    expect(ref.current).toBe(email);
  });

  it('focuses one opened later, as a dialog’s field', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && <input aria-label="Name" autoFocus />}
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    act(() => opener.click());
    await afterFrame();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('leaves the focus where the shopper has put it meanwhile', async () => {
    render(
      <>
        <input aria-label="Search" />
        <input aria-label="Email" autoFocus />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    search.focus();
    await afterFrame();
    expect(document.activeElement).toBe(search);
  });
});

describe('a picture’s attributes', () => {
  it('sets srcset and src after loading and sizes, whatever the order written', () => {
    render(<img alt="Smart TV" src="/media/tv.webp" srcSet="/media/tv-320.webp 320w" sizes="50vw" loading="lazy" decoding="async" />);
    const names = screen.getByRole('img', { name: 'Smart TV' }).getAttributeNames();
    expect(names.indexOf('src')).toBe(names.length - 1);
    expect(names.indexOf('srcset')).toBeGreaterThan(names.indexOf('loading'));
    expect(names.indexOf('srcset')).toBeGreaterThan(names.indexOf('sizes'));
  });
});
