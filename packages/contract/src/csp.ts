/**
 * The Content-Security-Policy nonce's placeholder in the built pages. Vite writes it into every
 * script, style and link tag of index.html and into `<meta property="csp-nonce">` (its
 * `html.cspNonce` option); the server puts each answer's own nonce in its place: the shop's inline
 * styles of its first HTML carry it, and the staff console gives it to emotion so that MUI's
 * runtime styles pass the policy's style-src.
 */
export const CSP_NONCE_PLACEHOLDER = 'blitz-csp-nonce';

/**
 * The one style attribute the shop's server-rendered pages carry: Base UI's hidden native input of
 * a checkbox, radio or switch (its visually-hidden style, which the design kit's CSS makes
 * unnecessary). The policy's style-src-attr allows exactly this value by its hash ('unsafe-hashes'),
 * and no other; apps/web test/ui/server-render.test.tsx holds the hash to what Base UI renders.
 */
export const HIDDEN_INPUT_STYLE_HASH = 'sha256-5F9GrKBhqyaNOeYUtJnXqF6zx18El+yIK5QJdjPDOus=';
