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
import { SHELL_WAITS_ATTRIBUTE } from '@blitz/contract/first-html';
import { FIRST_PAINT_SHELL_ID } from './prerender/shell-markers';

/** How long the app waits for the first HTML's pictures at most, on a link too slow for them. */
const PICTURE_WAIT_MS = 3000;
/**
 * How long after the frame that paints the first HTML the app waits for the browser's report of
 * that paint: a picture smaller than what has painted already makes none, nor does any paint
 * after the visitor's first tap or key.
 */
const PAINT_REPORT_WAIT_MS = 200;

/** Undoes what waits to start the app (its listeners, its observer) once it has started. */
const waiting = new AbortController();
let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  waiting.abort();
  void import('./main');
}

const afterNextPaint = () => requestAnimationFrame(() => setTimeout(startApp, 0));

/**
 * The size the browser gives a loaded picture's largest-paint entry: its area on screen, scaled down
 * where it is shown larger than the picture itself.
 */
function paintSize(image: HTMLImageElement): number {
  const box = image.getBoundingClientRect();
  const onScreen =
    Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0)) *
    Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
  const shown = box.width * box.height;
  const natural = image.naturalWidth * image.naturalHeight;
  // A picture that did not load paints nothing.
  if (natural === 0) return 0;
  return natural < shown ? (onScreen * natural) / shown : onScreen;
}

/** Within a pixel row or so of a picture's size: the browser rounds what it reports. */
const PAINT_SIZE_SLACK = 0.98;

/**
 * Starts the app once the browser has reported the page's largest paint: that paint is then on
 * screen, and the app's requests (its code, its data) neither share the link with what it needs
 * nor come before it. The largest paint is the largest of `pictures` (or anything larger), not the
 * first of them reported: two photos of nearly one size load at their own pace, and the app
 * requested after the smaller one's report came before the larger one's. Without pictures it is a
 * paint of the first HTML's main part, not the header's, which can paint a frame before it. Where
 * the browser does not report largest paints, after the next frame.
 */
function afterLargestPaint(pictures: readonly HTMLImageElement[]): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    afterNextPaint();
    return;
  }
  const largest = PAINT_SIZE_SLACK * Math.max(0, ...pictures.map(paintSize));
  const main = document.querySelector(`#${FIRST_PAINT_SHELL_ID} main`);
  const isLargest = (entry: PerformanceEntry & { element?: Element | null; size?: number }) =>
    pictures.length > 0 ? (entry.size ?? 0) >= largest : Boolean(entry.element && main?.contains(entry.element));
  const observer = new PerformanceObserver((list) => {
    if ((list.getEntries() as (PerformanceEntry & { element?: Element | null; size?: number })[]).some(isLargest)) startApp();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  waiting.signal.addEventListener('abort', () => observer.disconnect());
  // The wait for a report that may not come starts once the pictures are decoded, ready to paint,
  // and the frame that paints them has been made (the second animation frame from now): on a slow
  // machine decoding a loaded picture, or painting the first frame, took longer than the wait
  // itself, and the app then started just before the paint's report came.
  const decoded = pictures.map((picture) => picture.decode().catch(() => undefined));
  void Promise.all(decoded).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(startApp, PAINT_REPORT_WAIT_MS))),
  );
}

// The first HTML's pictures the page shows at once (a search's first HTML holds one variant per
// screen width, and only one of them shows): the app waits until they have painted.
const pictures = [...document.querySelectorAll<HTMLImageElement>(`#${FIRST_PAINT_SHELL_ID} [${SHELL_WAITS_ATTRIBUTE}] img`)].filter(
  (image) => image.loading !== 'lazy' && (image.checkVisibility?.() ?? true),
);
const loading = new Set(pictures.filter((image) => !image.complete));
// Pages whose first HTML is only the header (its main part empty) need the app for any content.
const pageInFirstHtml = (document.querySelector(`#${FIRST_PAINT_SHELL_ID} main`)?.childElementCount ?? 0) > 0;

// A visitor who taps or types before then gets the app at once; so does a tab hidden before it
// paints (a hidden tab paints no frame and runs no animation frame callback).
const once = { once: true, capture: true, passive: true, signal: waiting.signal };
for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, startApp, once);
document.addEventListener('visibilitychange', startApp, once);
// However slow the link, the app starts within PICTURE_WAIT_MS.
setTimeout(startApp, PICTURE_WAIT_MS);

if (document.visibilityState === 'hidden' || !pageInFirstHtml) startApp();
else if (loading.size === 0) afterLargestPaint(pictures);
else {
  const pictureDone = (image: HTMLImageElement) => {
    if (!loading.delete(image)) return;
    if (loading.size === 0) afterLargestPaint(pictures);
  };
  for (const image of loading) {
    for (const type of ['load', 'error']) image.addEventListener(type, () => pictureDone(image), { signal: waiting.signal });
  }
}
