// What both ways to the static styles share (static-classes.ts, static-classes-built.ts): their
// class names, the page's element of a global style, whose rules follow the mode, and the page's
// style nonce.
import { CSP_NONCE_PLACEHOLDER, type ThemeMode } from '@blitz/contract';
import { metaNonce } from './page-nonce';

/** The attribute naming a global style's element. */
const GLOBAL_STYLE_ATTRIBUTE = 'data-static-global';

/** Puts the rules of `mode` into the page's element of the global style `label`, made at first. */
export function writeGlobal(label: string, mode: ThemeMode, css: string, nonce?: string): void {
  let element = document.head.querySelector<HTMLStyleElement>(`style[${GLOBAL_STYLE_ATTRIBUTE}="${label}"]`);
  if (!element) {
    element = document.createElement('style');
    element.setAttribute(GLOBAL_STYLE_ATTRIBUTE, label);
    if (nonce) element.nonce = nonce;
    document.head.appendChild(element);
  }
  if (element.dataset.mode === mode) return;
  element.textContent = css;
  element.dataset.mode = mode;
}

/** The class name of `key` of the style `label` in `mode`: made from them alone, so the build knows it. */
export const staticClassName = (label: string, key: string, mode: ThemeMode) => `st-${label}-${key}-${mode}`;

/**
 * The page's Content-Security-Policy nonce for the style elements the app writes: the server puts
 * it in `<meta property="csp-nonce">` (browsers expose it only as the `nonce` property). Outside a
 * browser (the build's prerendered first HTML) the placeholder the server fills in.
 */
export function pageNonce(): string | undefined {
  return typeof document === 'undefined' ? CSP_NONCE_PLACEHOLDER : metaNonce();
}
