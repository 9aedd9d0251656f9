// The element holding the prerendered first HTML (first-paint-shell.tsx); the app removes it
// once its page is ready (app/layout/shell-handoff.tsx).
export const FIRST_PAINT_SHELL_ID = 'first-paint';
