// Emotion's style cache with the page's Content-Security-Policy nonce: the server writes it into
// `<meta property="csp-nonce">` (browsers expose it only as the `nonce` property), and every
// style element MUI's emotion inserts carries it, so the enforced style-src lets them in.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { FIRST_HTML_STYLES_ATTRIBUTE } from '@blitz/contract';
import { pageNonce } from './static-global';

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

/** The page's one cache, in a browser, which the parts of the app using MUI share (mui-scope.tsx). */
function sharedPageCache(): EmotionCache {
  if (typeof document === 'undefined') return newPageCache();
  return (browserCache ??= newPageCache());
}

/**
 * `shared`: the page's one cache, so that a style one part of the app inserted is not inserted
 * again by the next; otherwise a cache of its own (around the whole app on the dev server and in
 * the tests, and outside a browser, where the build's prerender takes each rendering's styles).
 */
export function StyleCacheProvider({ children, shared = false }: { children: ReactNode; shared?: boolean }) {
  const [cache] = useState(shared ? sharedPageCache : newPageCache);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
