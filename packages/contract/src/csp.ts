/**
 * The Content-Security-Policy nonce's placeholder in the staff console's built page. Vite writes it
 * into every script, style and link tag of its index.html and into `<meta property="csp-nonce">`
 * (its `html.cspNonce` option); the server puts each answer's own nonce in its place, and the
 * console gives it to emotion so that MUI's runtime styles pass the policy's style-src. The shop's
 * pages need none: the server renders them with the answer's nonce itself.
 */
export const CSP_NONCE_PLACEHOLDER = 'blitz-csp-nonce';

/**
 * The one style attribute the shop's server-rendered pages carry: Base UI's hidden native input of
 * a checkbox, radio or switch (its visually-hidden style, which the design kit's CSS makes
 * unnecessary). The policy's style-src-attr allows exactly this value by its hash ('unsafe-hashes'),
 * and no other; apps/web test/ui/server-render.test.tsx holds the hash to what Base UI renders.
 */
export const HIDDEN_INPUT_STYLE_HASH = 'sha256-5F9GrKBhqyaNOeYUtJnXqF6zx18El+yIK5QJdjPDOus=';
