// Browser entry (issue 15). On the home page the prerendered first HTML (src/prerender) holds the
// page's largest paint, so it paints before the app's scripts are even requested: on a slow phone
// link the page, its font and its stylesheet do not share the bandwidth with the app, which is
// fetched right after that first paint and takes over from the shell once its page has rendered.
// An auction's page is alike: its first HTML shows the auction's picture (the server puts it there),
// and the app is fetched once that picture has painted; a search's too (its first card's picture,
// in the variant of its first HTML that fits the screen). Other pages' content needs the app (their
// first HTML is only the header), so it starts at once.
// Inter as one variable font: every weight the theme uses (400 to 800) in one 48 kB file for
// Latin, where five static weights took 123 kB. Imported here so that its @font-face rules are in
// the page's own stylesheet, which the first HTML needs.
import '@fontsource-variable/inter';
import { SHELL_WAITS_ATTRIBUTE } from '@blitz/contract/first-html';
import { FIRST_PAINT_SHELL_ID } from './prerender/shell-markers';

/** How long the app waits for the first HTML's picture at most, on a link too slow for it. */
const PICTURE_WAIT_MS = 3000;

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import('./main');
}

const afterNextPaint = () => requestAnimationFrame(() => setTimeout(startApp, 0));
const picture = [...document.querySelectorAll<HTMLImageElement>(`#${FIRST_PAINT_SHELL_ID} [${SHELL_WAITS_ATTRIBUTE}] img`)].find(
  (image) => image.checkVisibility?.() ?? true,
);

// A hidden tab paints no frame (and runs no animation frame callback): start at once there.
if (document.visibilityState === 'hidden') startApp();
else if (window.location.pathname === '/') afterNextPaint();
else if (picture && !picture.complete) {
  picture.addEventListener('load', afterNextPaint, { once: true });
  picture.addEventListener('error', startApp, { once: true });
  setTimeout(startApp, PICTURE_WAIT_MS);
} else if (picture) afterNextPaint();
else startApp();
