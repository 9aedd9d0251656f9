// The app taking over from the prerendered first HTML (src/prerender): until then the app renders
// hidden beside it (index.html's style); once a page has rendered, the shell goes before the
// browser paints again, so the two never show together and the page never shows blank.
import { useLayoutEffect } from 'react';
import { FIRST_PAINT_SHELL_ID } from '../../prerender/shell-markers';

export function ShellHandoff() {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_SHELL_ID)?.remove();
  }, []);
  return null;
}
