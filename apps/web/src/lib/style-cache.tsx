// Emotion's style cache with the page's Content-Security-Policy nonce: the server writes it into
// `<meta property="csp-nonce">` (browsers expose it only as the `nonce` property), and every
// style element MUI's emotion inserts carries it, so the enforced style-src lets them in.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { CSP_NONCE_PLACEHOLDER, FIRST_HTML_STYLES_ATTRIBUTE } from '@blitz/contract';

function pageNonce(): string | undefined {
  // Prerendered at build time (src/prerender): the server fills in each answer's nonce.
  if (typeof document === 'undefined') return CSP_NONCE_PLACEHOLDER;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * The cache, holding the styles of the first HTML as written: the server puts them in the page's
 * head, named by FIRST_HTML_STYLES_ATTRIBUTE (withFirstHtmlStylesInHead), where they stay. Emotion's
 * own way, a `data-emotion` element it takes over, moves the element, and the browser parses its
 * CSS again (5 to 18 ms of main thread, unthrottled, in the app's first task, for the home page's).
 */
function newPageCache(): EmotionCache {
  const cache = createCache({ key: 'css', nonce: pageNonce() });
  if (typeof document === 'undefined') return cache;
  for (const style of document.querySelectorAll(`style[${FIRST_HTML_STYLES_ATTRIBUTE}]`)) {
    for (const name of style.getAttribute(FIRST_HTML_STYLES_ATTRIBUTE)!.split(' ')) cache.inserted[name] = true;
  }
  return cache;
}

let browserCache: EmotionCache | undefined;

/**
 * In a browser one cache for the page, which every part using MUI shares (mui-scope.tsx): a style
 * one part inserted is not inserted again by the next. Outside a browser (the build's prerender)
 * a cache for each rendering, which hands back every style that rendering used.
 */
function pageCache(): EmotionCache {
  if (typeof document === 'undefined') return newPageCache();
  return (browserCache ??= newPageCache());
}

export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(pageCache);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
