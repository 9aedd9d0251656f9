// Emotion's style cache with the page's Content-Security-Policy nonce, for an app styled with MUI:
// every style element emotion inserts carries the nonce, so the enforced style-src lets it in.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { metaNonce } from './page-nonce';

export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'css', nonce: metaNonce() }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
