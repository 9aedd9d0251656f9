// Emotion's style cache with the page's Content-Security-Policy nonce: the server writes it into
// `<meta property="csp-nonce">` (browsers expose it only as the `nonce` property), and every
// style element MUI's emotion inserts carries it, so the enforced style-src lets them in.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { CSP_NONCE_PLACEHOLDER } from '@blitz/contract';

function pageNonce(): string | undefined {
  // Prerendered at build time (src/prerender): the server fills in each answer's nonce.
  if (typeof document === 'undefined') return CSP_NONCE_PLACEHOLDER;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'css', nonce: pageNonce() }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
