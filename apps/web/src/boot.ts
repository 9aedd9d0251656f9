// Browser entry (issue 15). On the home page the prerendered first HTML (src/prerender) holds the
// page's largest paint, so it paints before the app's scripts are even requested: on a slow phone
// link the page, its font and its stylesheet do not share the bandwidth with the app, which is
// fetched once the browser has reported that paint and takes over from the shell once its page
// has rendered. Pages whose first HTML shows pictures (an auction's, which the server puts there;
// a search's and the winners' first cards and photos) are alike: the app is fetched once those
// pictures have painted. Before the report, not just the paint: the browser reports a paint when
// it is on screen, a frame or more later, and a request made in between is counted as one the
// paint waited for (Lighthouse's simulation then puts the largest paint after the app's code has
// arrived). Pages whose first HTML is only the header need the app for any content, so it starts
// at once there.
// Inter as one variable font: every weight the theme uses (400 to 800) in one 48 kB file for
// Latin, where five static weights took 123 kB. Imported here so that its @font-face rules are in
// the page's own stylesheet, which the first HTML needs.
import '@fontsource-variable/inter';
import './styles/inter-fallback.css';
// The design system's tokens for both modes (src/ui): the saved mode is set on <html> below.
import './ui/tokens.css';
import { FIRST_HTML_PICTURE_TIMING } from '@blitz/contract/first-html';
import { FIRST_PAINT_SHELL_ID } from './prerender/shell-markers';
import { savedModeAtBoot } from './lib/boot-theme-mode';

// The design system's styles follow the saved mode from the first paint on.
document.documentElement.dataset.theme = savedModeAtBoot();

/** How long the app waits for the first HTML's pictures at most, on a link too slow for them. */
const PICTURE_WAIT_MS = 3000;
/**
 * How long after the frame that paints the first HTML the app waits for the browser's report of
 * that paint, should none come (a browser that reports a picture's paint only when it is the
 * largest so far, say). In Chromium the reports the app waits for come: every loaded, visible
 * watched picture's, and a largest paint of the main part, larger than the header's. On a busy
 * machine a report came more than 200 ms after its paint, and the app, started by a shorter wait,
 * came first.
 */
const PAINT_REPORT_WAIT_MS = 1000;

/** Why the app started, in the `detail` of a performance mark of this name (read by the end-to-end tests). */
const APP_START_MARK = 'blitz-app-start';
type StartReason = 'painted' | 'no-report' | 'slow-pictures' | 'input' | 'hidden' | 'no-first-html' | 'no-paint-reports';

/** Undoes what waits to start the app (its listeners, its observer) once it has started. */
const waiting = new AbortController();
let started = false;
function startApp(reason: StartReason): void {
  if (started) return;
  started = true;
  waiting.abort();
  performance.mark?.(APP_START_MARK, { detail: reason });
  void import('./main');
}

/** The first HTML's main part: the page's own content, below the header. */
const firstHtmlMain = document.querySelector(`#${FIRST_PAINT_SHELL_ID} main`);

const afterNextPaint = () => requestAnimationFrame(() => setTimeout(() => startApp('no-paint-reports'), 0));

/** Whether `picture` loaded and shows on the screen as it is laid out now (so the browser paints it). */
function painting(picture: HTMLImageElement): boolean {
  const box = picture.getBoundingClientRect();
  const root = document.documentElement;
  return (
    picture.naturalWidth > 0 &&
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < root.clientHeight &&
    box.left < root.clientWidth &&
    (picture.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true)
  );
}

/** A paint the browser reports: a largest paint, or a watched element's paint. */
type PaintEntry = PerformanceEntry & { element?: Element | null };

const reports = (type: string) => typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type);

/**
 * Starts the app once the browser has reported the paint of every one of `pictures` that it paints
 * (the `element` entries of the pictures the first HTML names FIRST_HTML_PICTURE_TIMING) or, with
 * none painted, a largest paint of the first HTML's main part (not the header's, which can paint a
 * frame before it). The browser reports a frame's largest paint with the paints of its watched
 * elements, so the page's largest paint is then on screen and reported, and the app's requests (its
 * code, its data) neither share the link with what it needs nor come before it. Every picture, not
 * the first one reported: two photos of nearly one size load at their own pace, and the app
 * requested after the smaller one's report came before the larger one's. A browser that reports
 * largest paints but not elements' gets the first (a picture's, in the main part); one that reports
 * neither, the next frame.
 */
function afterPaints(pictures: readonly HTMLImageElement[]): void {
  const unpainted = new Set<Element>(pictures.filter(painting));
  const type = unpainted.size > 0 && reports('element') ? 'element' : 'largest-contentful-paint';
  if (!reports(type)) {
    afterNextPaint();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    const painted = (list.getEntries() as PaintEntry[]).map((entry) => entry.element);
    if (type === 'largest-contentful-paint') {
      if (painted.some((element) => element && firstHtmlMain?.contains(element))) startApp('painted');
      return;
    }
    for (const element of painted) if (element) unpainted.delete(element);
    if (unpainted.size === 0) startApp('painted');
  });
  observer.observe({ type, buffered: true });
  waiting.signal.addEventListener('abort', () => observer.disconnect());
  // The wait for a report that may not come starts once the pictures are decoded, ready to paint,
  // and the frame that paints them has been made (the second animation frame from now): on a slow
  // machine decoding a loaded picture, or painting the first frame, took longer than the wait
  // itself, and the app then started just before the paint's report came.
  const decoded = pictures.map((picture) => picture.decode().catch(() => undefined));
  void Promise.all(decoded).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => startApp('no-report'), PAINT_REPORT_WAIT_MS))),
  );
}

// The first HTML's pictures the page shows at once (a search's first HTML holds one variant per
// screen width, and only one of them shows): the app waits until they have painted.
const pictures = [
  ...document.querySelectorAll<HTMLImageElement>(`#${FIRST_PAINT_SHELL_ID} img[elementtiming="${FIRST_HTML_PICTURE_TIMING}"]`),
].filter((image) => image.loading !== 'lazy' && (image.checkVisibility?.() ?? true));
const loading = new Set(pictures.filter((image) => !image.complete));
// Pages whose first HTML is only the header (its main part empty) need the app for any content.
const pageInFirstHtml = (firstHtmlMain?.childElementCount ?? 0) > 0;

// A visitor who taps or types before then gets the app at once; so does a tab hidden before it
// paints (a hidden tab paints no frame and runs no animation frame callback).
const once = { once: true, capture: true, passive: true, signal: waiting.signal };
for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, () => startApp('input'), once);
document.addEventListener('visibilitychange', () => startApp('hidden'), once);
// However slow the link, the app starts within PICTURE_WAIT_MS.
setTimeout(() => startApp('slow-pictures'), PICTURE_WAIT_MS);

if (document.visibilityState === 'hidden') startApp('hidden');
else if (!pageInFirstHtml) startApp('no-first-html');
else if (loading.size === 0) afterPaints(pictures);
else {
  const pictureDone = (image: HTMLImageElement) => {
    if (!loading.delete(image)) return;
    if (loading.size === 0) afterPaints(pictures);
  };
  for (const image of loading) {
    for (const type of ['load', 'error']) image.addEventListener(type, () => pictureDone(image), { signal: waiting.signal });
  }
}
