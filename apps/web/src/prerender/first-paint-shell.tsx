// The shop's first HTML (issue 15): the header and, for the home page, its departments bar,
// banner and card placeholders, rendered at build time from the real components (English, the
// default dark theme, signed out, no data yet) so that a phone paints the page, and its largest
// paint (the banner's heading), before any script has run. The app renders hidden beside it and
// takes over in one frame once its page is ready (app/layout/shell-handoff.tsx).
//
// The header picks its bar with JavaScript media queries, which a static page cannot run, so the
// shell holds one header per width range (the ranges where the bars differ) and CSS shows the one
// that fits. Its own rules are in first-paint-shell.module.css, and those made from the shop's
// constants (the width ranges) in a style element carrying the page's CSP nonce placeholder.
//
// The search page's first HTML is rendered too, in its loading state for the search text
// SEARCH_TEXT_SLOT and with a picture slot over each loading card, once for phones and once for
// wider screens (its filters are a drawer on one and a panel on the other); the server fills the
// slots with its first answer (apps/server: http/static-files.ts), so that the page's largest
// paint, the first card's picture, does not wait for the app. The Blitz packs page's first HTML is
// its loading state (heading, introduction and placeholders), whose introduction is its largest
// paint. The winners page's is laid out as its answer (winners' photos, then the recently won
// cards), with slots for the photos (and their srcsets, so that a tile picks its thumbnail as the
// app's does) and the cards' pictures, once with the photos and once without.
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { MemoryRouter } from 'react-router';
import {
  CSP_NONCE_PLACEHOLDER,
  FALLBACK_LANGUAGE,
  FIRST_HTML_PICTURE_TIMING,
  HOME_SHELL_END,
  HOME_SHELL_START,
  LARGE_MIN_EXCLUSIVE_WIDTH_PX,
  MOBILE_MAX_WIDTH_PX,
  SEARCH_TEXT_SLOT,
  SHELL_WAITS_ATTRIBUTE,
  cardPictureSetSlot,
  cardPictureSlot,
  winnerPhotoSetSlot,
  winnerPhotoSlot,
} from '@blitz/contract';
import english from '../../public/locales/en/translation.json';
import HomePage from '../app/pages/home/home-page';
import SearchPage from '../app/pages/search/search-page';
import { BuyPacksPage } from '../app/pages/shop-pages';
import { EAGER_PHOTOS, LOADING_CARDS, WinnersLayout } from '../app/pages/winners/winners-page';
import { PageShell } from '../app/layout/page-shell';
import { WinnerPhotos } from '../features/winners/components/winner-photos';
import { IMAGE_SIZES } from '../features/catalogue/components/product-card';
import { ProductGridSkeleton, SkeletonPictureSlot } from '../features/catalogue/components/product-grid';
import { LAYOUT_CLASSES } from '../app/layout/root-layout';
import { AppProviders } from '../app/providers';
import { SiteHeader } from '../features/navigation/components/site-header';
import { createTranslator } from '../lib/i18n';
import { MatchMediaProvider } from '../lib/use-media-query';
import styles from './first-paint-shell.module.css';

/** Where the header's bars change (header-bars.tsx, use-header-variant.ts): [min, max] widths. */
const HEADER_RANGES: Array<[number, number]> = [
  [0, 399],
  [400, MOBILE_MAX_WIDTH_PX],
  [MOBILE_MAX_WIDTH_PX + 1, LARGE_MIN_EXCLUSIVE_WIDTH_PX],
  [LARGE_MIN_EXCLUSIVE_WIDTH_PX + 1, 1279],
  [1280, 100_000],
];

/** A matchMedia that answers width queries as a viewport `width` pixels wide would (the shop's useMediaQuery). */
function matchMediaAt(width: number) {
  return (query: string) => {
    const matches = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    );
    return { matches } as MediaQueryList;
  };
}

/**
 * One copy of `children` per width range, each shown only in its range (by rules made from the
 * ranges, in a style element of its own), rendered as a viewport of that range would render it.
 */
function PerRange({
  name,
  ranges,
  waits,
  children,
}: {
  name: string;
  ranges: Array<[number, number]>;
  waits?: boolean;
  children: ReactNode;
}) {
  const css = ranges
    .map(([min, max]) => `@media (min-width:${min}px) and (max-width:${max}px){[data-fp-range="${name}${min}"]{display:contents}}`)
    .join('');
  return (
    <>
      <style nonce={CSP_NONCE_PLACEHOLDER} dangerouslySetInnerHTML={{ __html: `[data-fp-range^="${name}"]{display:none}${css}` }} />
      {ranges.map(([min, max]) => (
        <div key={min} data-fp-range={`${name}${min}`} {...(waits ? { [SHELL_WAITS_ATTRIBUTE]: '' } : {})}>
          <MatchMediaProvider value={matchMediaAt(min === 0 ? max : min)}>{children}</MatchMediaProvider>
        </div>
      ))}
    </>
  );
}

function englishI18n() {
  return createTranslator({ language: FALLBACK_LANGUAGE, messages: { [FALLBACK_LANGUAGE]: english } });
}

/** The HTML of `children` in the shop's providers, once everything they wait for has loaded. */
async function render(children: ReactNode, path = '/'): Promise<string> {
  // An error in a part would otherwise show only as that part's Suspense fallback in the page.
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <AppProviders i18n={englishI18n()} queryClient={new QueryClient()} connectRealtime={false}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AppProviders>,
    { onError: (error) => void (failure ??= error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure;
  return html;
}

const HOME_SLOT = 'blitz-home-shell-slot';
/**
 * The path the header is rendered at: none of its links' own. The same header goes into every
 * page's first HTML, so it marks no link as the current page; the app marks it once it runs.
 */
const FRAME_PATH = '/first-html';

/**
 * The shell's HTML: the page frame with every header, and the home page's top between the
 * HOME_SHELL markers (the server drops that part on other pages).
 */
export async function renderFirstPaintShell(): Promise<string> {
  const frame = await render(
    <div className={LAYOUT_CLASSES.frame}>
      <PerRange name="h" ranges={HEADER_RANGES}>
        <SiteHeader />
      </PerRange>
      <main className={LAYOUT_CLASSES.main}>{HOME_SLOT}</main>
    </div>,
    FRAME_PATH,
  );
  const home = await render(<HomePage />);
  return frame.replace(HOME_SLOT, `${HOME_SHELL_START}${home}${HOME_SHELL_END}`);
}

/** Where the search page's filters change from a drawer to a panel (search-page.tsx). */
const SEARCH_RANGES: Array<[number, number]> = [
  [0, MOBILE_MAX_WIDTH_PX],
  [MOBILE_MAX_WIDTH_PX + 1, 100_000],
];

/** The first row on a phone loads at once, the first picture first; the rest when near the screen. */
const EAGER_PICTURES = 2;

/**
 * On a phone (below 600 px) the first HTML leaves out its lazy pictures, those below the first
 * screen (the app's cards load them when they near the screen): a lazy picture loads once the page
 * is first laid out, which is before its first paint, and lazy pictures then took a phone's link
 * from the largest one (Lighthouse's mobile run of the winners page started 12 pictures before its
 * largest paint). Chromium loads no lazy picture that is not displayed.
 */

/**
 * A loading card's picture slot: the card's picture, where and as large as the card shows it, and
 * 2 px higher (over the top of the loading card's text, where nothing shows yet). The browser
 * counts the app's picture as a new largest paint only when it is larger: at a phone's fractional
 * pixel ratio two frames of the same size can round a few pixels apart, and the page's largest
 * paint must stay this one, painted before the app has run.
 */
function pictureSlot(index: number): ReactNode {
  return (
    <img
      className={index < EAGER_PICTURES ? styles.pictureSlot : `${styles.pictureSlot} ${styles.shownFromSm}`}
      src={cardPictureSlot(index)}
      srcSet={cardPictureSetSlot(index)}
      sizes={IMAGE_SIZES}
      alt=""
      loading={index < EAGER_PICTURES ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : undefined}
      {...{ elementtiming: FIRST_HTML_PICTURE_TIMING }}
    />
  );
}

/** The search page's first HTML, for the search text SEARCH_TEXT_SLOT, with its picture slots. */
export async function renderSearchShell(): Promise<string> {
  return render(
    <SkeletonPictureSlot.Provider value={pictureSlot}>
      <PerRange name="s" ranges={SEARCH_RANGES} waits>
        <SearchPage />
      </PerRange>
    </SkeletonPictureSlot.Provider>,
    `/search?s=${SEARCH_TEXT_SLOT}`,
  );
}

/** The Blitz packs page's first HTML: its loading state, as a signed-out visitor sees it. */
export function renderBuyPacksShell(): Promise<string> {
  return render(<BuyPacksPage />, '/buy-packs');
}

/** How many photo slots the winners page's first HTML holds: more than a wide screen shows at once. */
const WINNER_PHOTO_SLOTS = 8;

function WinnersFirstHtml({ photos }: { photos: boolean }) {
  const { t } = useTranslation();
  const slots = Array.from({ length: WINNER_PHOTO_SLOTS }, (_, index) => winnerPhotoSlot(index));
  return (
    // The photos show as they arrive: the app's image frames fade a picture in once it has loaded,
    // which a page without scripts never learns.
    // On a phone the photos past the ones that load at once are left for the app (as the cards' lazy pictures).
    <div className={styles.winners} {...{ [SHELL_WAITS_ATTRIBUTE]: '' }}>
      <style
        nonce={CSP_NONCE_PLACEHOLDER}
        dangerouslySetInnerHTML={{
          __html: `@media (max-width:599.95px){.${styles.winners} #winner-photos-title ~ ul > li:nth-of-type(n+${EAGER_PHOTOS + 1}) img{display:none}}`,
        }}
      />
      <PageShell title={t('pages.winners')} intro={t('info.winnersIntro')} maxWidth="xl">
        <WinnersLayout
          photos={
            photos && (
              <WinnerPhotos
                images={slots}
                eagerCount={EAGER_PHOTOS}
                srcSetOf={(_, index) => winnerPhotoSetSlot(index)}
                elementTiming={FIRST_HTML_PICTURE_TIMING}
              />
            )
          }
          list={<ProductGridSkeleton count={LOADING_CARDS} label={t('winners.loading')} />}
        />
      </PageShell>
    </div>
  );
}

/** The winners page's first HTML, with the winners' photos and without. */
export async function renderWinnersShells(): Promise<{ withPhotos: string; withoutPhotos: string }> {
  const page = (photos: boolean) =>
    render(
      <SkeletonPictureSlot.Provider value={pictureSlot}>
        <WinnersFirstHtml photos={photos} />
      </SkeletonPictureSlot.Provider>,
      '/winners',
    );
  return { withPhotos: await page(true), withoutPhotos: await page(false) };
}
