// The page's Content-Security-Policy nonce, as the server put it in `<meta property="csp-nonce">`
// (Vite's `html.cspNonce` writes the placeholder the server fills in). Browsers expose a nonce
// only as the element's `nonce` property; the attribute is read too for documents built by hand.

/** The nonce of the page in this browser, if it has one. */
export function metaNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
