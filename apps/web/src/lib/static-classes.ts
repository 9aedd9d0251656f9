// Class names for styles that depend on the theme only (issue 15). MUI's `sx` and emotion's
// `styled` serialize their styles on every render: a listing of twenty cards whose clocks tick
// every second did that hundreds of times a second on a phone. Styles made here are serialized
// once per theme mode, and a render only looks up their class names.
//
// Two ways to the same class names and rules, chosen by the build (src/build/static-styles.ts):
// - this module, where styles are serialized with emotion from the shop's MUI theme as the page
//   first needs them: the dev server, the tests, and the build's own runs in Node (the
//   prerendered first HTML, and the list of every style's rules for both modes, `staticStyles`);
// - in the built app, static-classes-built.ts, which takes each style's class names and rules from
//   that list, made at build time: the first load carries neither emotion nor MUI's theme, and the
//   style functions here are left out of the bundle.
// For plain elements: on an MUI component, MUI's own class may come later in the page and win
// (double the selector with '&&' there). Each mode's classes are inserted anew, in their order, so
// a modifier written after its base class also comes after it after a theme switch (those the
// first HTML holds are there already, in their order). Outside a browser (the build's prerendered
// first HTML) emotion hands the rules back instead of inserting them: they are kept, with their
// names, for the prerender to write into the page (takeServerRules), where the app's styles take
// the names as inserted.
import { __unsafe_useEmotionCache as useEmotionCache, type CSSObject } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { createElement, useInsertionEffect, type ReactNode } from 'react';
import type { ThemeMode } from '@blitz/contract';
import { MuiScope } from './mui-scope';
import { themeOf } from './mui-themes';
import { useCurrentMode } from './theme-mode-context';
import { pageNonce, staticClassName, writeGlobal } from './static-global';

const MODES: readonly ThemeMode[] = ['dark', 'light'];

let fallbackCache: EmotionCache | undefined;
/** Emotion's context holds no cache outside a browser and outside a CacheProvider. */
function outsideProviderCache(): EmotionCache {
  fallbackCache ??= createCache({ key: 'css' });
  return fallbackCache;
}

/** Rules made outside a browser and not yet written into a page, with the name of each one's style. */
const serverRules: Array<{ name: string; css: string }> = [];

/**
 * The rules made outside a browser since the last call, for a prerendered page to carry in a style
 * element, and their styles' names, by which the app knows them as inserted.
 */
export function takeServerRules(): { names: string[]; css: string } {
  // A global style renders with each render of its provider: its rules once.
  const taken = [...new Map(serverRules.splice(0).map((rule) => [rule.name, rule])).values()];
  return { names: taken.map((rule) => rule.name), css: taken.map((rule) => rule.css).join('') };
}

export type StaticStyles<K extends string> = (theme: Theme) => Record<K, CSSObject>;

/** Every style made here, by label, for the build's list of them (`staticStyles`). */
const definitions = new Map<
  string,
  { kind: 'classes'; styles: StaticStyles<string> } | { kind: 'global'; styles: (theme: Theme) => CSSObject | CSSObject[] }
>();

function define(label: string, definition: Parameters<typeof definitions.set>[1]): void {
  // A module evaluated again (the dev server's hot reload) defines its label again; two modules may not.
  if (definitions.has(label) && !import.meta.hot) throw new Error(`two static styles are labelled ${label}`);
  definitions.set(label, definition);
}

const serialize = (label: string, key: string, mode: ThemeMode, style: CSSObject | CSSObject[]): SerializedStyles =>
  serializeStyles(
    Array.isArray(style) ? [{ label: `${label}-${key}-${mode}` }, ...style] : [{ label: `${label}-${key}-${mode}`, ...style }],
  );

/** The rules of `serialized` under `selector` (and its keyframes), compiled by `cache`. */
function rulesOf(cache: EmotionCache, selector: string, serialized: SerializedStyles): string {
  let css = '';
  for (let current: SerializedStyles | undefined = serialized; current; current = current.next) {
    css += serverInsert(cache, current === serialized ? selector : '', current);
  }
  return css;
}

/** A hook giving the class name of each of `styles`' entries; `label`, unique in the app, names them in the page's CSS. */
export function createStaticClasses<K extends string>(label: string, styles: StaticStyles<K>): () => Record<K, string> {
  define(label, { kind: 'classes', styles });
  const made = new WeakMap<EmotionCache, Partial<Record<ThemeMode, Record<K, string>>>>();

  function classesFor(cache: EmotionCache, mode: ThemeMode): Record<K, string> {
    let byMode = made.get(cache);
    if (!byMode) made.set(cache, (byMode = {}));
    let classes = byMode[mode];
    if (!classes) {
      const entries = Object.entries(styles(themeOf(mode))) as Array<[K, CSSObject]>;
      classes = Object.fromEntries(
        entries.map(([key, style]) => {
          const name = staticClassName(label, key, mode);
          if (cache.inserted[name] === undefined) {
            const serialized = serialize(label, key, mode, style);
            if (typeof document === 'undefined') serverRules.push({ name, css: rulesOf(cache, `.${name}`, serialized) });
            else
              for (let current: SerializedStyles | undefined = serialized; current; current = current.next)
                cache.insert(current === serialized ? `.${name}` : '', current, cache.sheet, true);
            cache.inserted[name] = true;
          }
          return [key, name];
        }),
      ) as Record<K, string>;
      byMode[mode] = classes;
    }
    return classes;
  }

  return function useStaticClasses() {
    return classesFor(useEmotionCache() ?? outsideProviderCache(), useCurrentMode());
  };
}

/** The rules of global styles: each an element of its own, whose rules follow the mode. */
function globalRules(label: string, mode: ThemeMode, style: CSSObject | CSSObject[]): string {
  // A cache of its own each time, which answers with the rules outside a browser and inserts nothing.
  return rulesOf(createCache({ key: 'css' }), '', serialize(label, 'global', mode, style));
}

/** Emotion's insertion outside a browser, which compiles the rules and hands them back. */
function serverInsert(cache: EmotionCache, selector: string, serialized: SerializedStyles): string {
  const insert = cache.insert as unknown as (
    selector: string,
    serialized: SerializedStyles,
    sheet: unknown,
    shouldCache: boolean,
  ) => string | undefined;
  if (typeof document === 'undefined') return insert(selector, serialized, cache.sheet, true) ?? '';
  // In a browser (the dev server, the tests) emotion inserts instead: the rules are compiled as in Node.
  return compileInBrowser(selector, serialized);
}

/** Rules of `serialized` under `selector`, compiled by a cache that writes into a detached sheet. */
function compileInBrowser(selector: string, serialized: SerializedStyles): string {
  const rules: string[] = [];
  const cache = createCache({ key: 'css', container: document.createElement('div') });
  cache.sheet.insert = (rule: string) => void rules.push(rule);
  cache.insert(selector, serialized, cache.sheet, true);
  return rules.join('');
}

/** A hook keeping the global rules of `styles` for the current mode in the page. */
export function createStaticGlobal(label: string, styles: (theme: Theme) => CSSObject | CSSObject[]): () => void {
  define(label, { kind: 'global', styles });
  const rules: Partial<Record<ThemeMode, string>> = {};
  const rulesOf = (mode: ThemeMode) => (rules[mode] ??= globalRules(label, mode, styles(themeOf(mode))));
  return function useStaticGlobal() {
    const mode = useCurrentMode();
    if (typeof document === 'undefined') serverRules.push({ name: `global-${label}`, css: rulesOf(mode) });
    useInsertionEffect(() => writeGlobal(label, mode, rulesOf(mode), pageNonce()), [mode]);
  };
}

/** Every static style's rules by mode: the class styles' in one sheet, each global style's apart. */
export interface StaticStylesList {
  sheets: Record<ThemeMode, string>;
  globals: Record<string, Record<ThemeMode, string>>;
}

/** Every style defined so far, for both modes, as the build writes them (src/build/static-styles.ts). */
export function staticStyles(): StaticStylesList {
  const list: StaticStylesList = { sheets: { dark: '', light: '' }, globals: {} };
  for (const [label, definition] of definitions) {
    for (const mode of MODES) {
      if (definition.kind === 'global') {
        (list.globals[label] ??= { dark: '', light: '' })[mode] = globalRules(label, mode, definition.styles(themeOf(mode)));
        continue;
      }
      const cache = createCache({ key: 'css' });
      for (const [key, style] of Object.entries(definition.styles(themeOf(mode)))) {
        list.sheets[mode] += rulesOf(cache, `.${staticClassName(label, key, mode)}`, serialize(label, key, mode, style));
      }
    }
  }
  return list;
}

/**
 * Around the app: emotion's cache with the page's nonce, and MUI's theme of the current mode, so
 * that MUI's components anywhere in the app have it, as the prerendered first HTML and the tests
 * expect. The built app has neither here: MUI's theme comes with each part that uses MUI
 * (mui-scope.tsx).
 */
export function StaticStylesProvider({ children }: { children: ReactNode }) {
  return createElement(MuiScope, { shared: false, children });
}

/**
 * Makes sure the page has the rules of `mode` before it shows in that mode: null when it has them
 * (here always: they are inserted as they are used), or a promise of when it will.
 */
export function loadModeStyles(_mode: ThemeMode): Promise<void> | null {
  return null;
}

/** Joins the class names that apply. */
export function classes(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
