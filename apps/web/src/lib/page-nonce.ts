// The page's Content-Security-Policy nonce, as the server put it in `<meta property="csp-nonce">`
// (browsers expose it only as the `nonce` property), apart so that the page's entry
// (lib/module-preload.ts) reads it without the contract.

/** The nonce of the page in this browser, if it has one. */
export function metaNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
