// The app taking over from the prerendered first HTML (src/prerender): until then the app renders
// hidden beside it (index.html's style); once a page has rendered, the shell goes before the
// browser paints again, so the two never show together and the page never shows blank.
// A first HTML that shows more than the page's loading state (an auction's picture, marked by the
// server with SHELL_WAITS_ATTRIBUTE) stays until its page takes over with `ready`, so the picture
// does not give way to a placeholder and come back; at most SHELL_WAIT_MS, should the data be slow.
// Only in the dark theme, the first HTML's own: in the light one the app's page turns the page's
// background light as it renders, so the first HTML's dark header would stand on a light page.
import { useLayoutEffect } from 'react';
import { SHELL_WAITS_ATTRIBUTE } from '@blitz/contract';
import { FIRST_PAINT_SHELL_ID } from '../../prerender/shell-markers';
import { readSavedThemeMode } from '../../lib/saved-theme-mode';

const SHELL_WAIT_MS = 4000;

/** A performance mark of this name when the app's page replaces the first HTML (read by the end-to-end tests). */
const APP_SHOWN_MARK = 'blitz-app-shown';

function removeShell(shell: HTMLElement): void {
  shell.remove();
  performance.mark?.(APP_SHOWN_MARK);
}

export function ShellHandoff({ ready = false }: { ready?: boolean }) {
  useLayoutEffect(() => {
    const shell = document.getElementById(FIRST_PAINT_SHELL_ID);
    if (!shell) return;
    if (ready || !shell.querySelector(`[${SHELL_WAITS_ATTRIBUTE}]`) || readSavedThemeMode() !== 'dark') {
      removeShell(shell);
      return;
    }
    const timer = setTimeout(() => removeShell(shell), SHELL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return null;
}
