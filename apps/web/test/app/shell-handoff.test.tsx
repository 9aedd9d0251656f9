// The app taking over from the first HTML (issue 15): at once, or, when the first HTML shows
// more than the page's loading state (an auction's picture), once the page says it is ready.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_WAITS_ATTRIBUTE, STORAGE_KEYS } from '@blitz/contract';
import { ShellHandoff } from '../../src/app/layout/shell-handoff';
import { FIRST_PAINT_SHELL_ID } from '../../src/prerender/shell-markers';

function firstHtml(waits: boolean): void {
  const shell = document.createElement('div');
  shell.id = FIRST_PAINT_SHELL_ID;
  const part = document.createElement('div');
  if (waits) part.setAttribute(SHELL_WAITS_ATTRIBUTE, '');
  shell.append(part);
  document.body.append(shell);
}

const shellShown = () => document.getElementById(FIRST_PAINT_SHELL_ID) !== null;

afterEach(() => {
  cleanup();
  document.getElementById(FIRST_PAINT_SHELL_ID)?.remove();
  localStorage.clear();
  vi.useRealTimers();
});

describe('ShellHandoff', () => {
  it('removes a first HTML that shows only the loading state as soon as a page renders', () => {
    firstHtml(false);
    render(<ShellHandoff />);
    expect(shellShown()).toBe(false);
  });

  it('keeps a first HTML that waits until its page is ready', () => {
    firstHtml(true);
    const { rerender } = render(<ShellHandoff />);
    expect(shellShown()).toBe(true);
    rerender(<ShellHandoff ready />);
    expect(shellShown()).toBe(false);
  });

  it('gives up waiting after four seconds, should the page never be ready', () => {
    vi.useFakeTimers();
    firstHtml(true);
    render(<ShellHandoff />);
    vi.advanceTimersByTime(3999);
    expect(shellShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shellShown()).toBe(false);
  });

  it('does not wait in the light theme, where the dark first HTML would stand on a light page', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    firstHtml(true);
    render(<ShellHandoff />);
    expect(shellShown()).toBe(false);
  });
});
