// The renderer (issue 15). The shop's code is written against React's API (its types, its hooks,
// MUI, React Router, React Query and react-i18next on top) and runs on Preact's React-compatible
// layer: the home page's first-paint JavaScript went from 195.5 to 144.9 kB compressed, as React
// DOM alone was a third of it. Where the two differ in what a shopper sees, src/lib/react-parity.ts
// makes Preact behave as React (autoFocus, the order of a picture's attributes); what remains
// different is in the README (the web app's paragraph). The end-to-end suites run the built shop on
// it, and the unit tests run on it too (vitest.config.ts). The prerendered first HTML is rendered
// with React itself at build time (src/prerender).
export const RENDERER_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // react-i18next's fallback for Reacts before 18, which Preact's layer has built in.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
