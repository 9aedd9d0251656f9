/**
 * The Content-Security-Policy nonce's placeholder in the built pages. Vite writes it into every
 * script, style and link tag of index.html and into `<meta property="csp-nonce">` (its
 * `html.cspNonce` option); the server puts each answer's own nonce in its place: the shop's inline
 * styles of its first HTML carry it, and the staff console gives it to emotion so that MUI's
 * runtime styles pass the policy's style-src.
 */
export const CSP_NONCE_PLACEHOLDER = 'blitz-csp-nonce';
