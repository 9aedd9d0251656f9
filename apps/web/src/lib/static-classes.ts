// Class names for styles that depend on the theme only (issue 15). MUI's `sx` and emotion's
// `styled` serialize their styles on every render: a listing of twenty cards whose clocks tick
// every second did that hundreds of times a second on a phone. Styles made here are serialized
// and inserted once per theme (and emotion cache), and a render only looks up their class names.
// The styles go through the app's emotion cache, so they carry the page's CSP nonce like MUI's.
// For plain elements: on an MUI component, MUI's own class may come later in the page and win
// (double the selector with '&&' there). Each theme's classes are inserted anew, in their order, so
// a modifier written after its base class also comes after it after a theme switch (those the
// first HTML holds are there already, in their order). Outside a browser (the build's prerendered
// first HTML) emotion hands the rules back instead of inserting them: they are kept, with their
// names, for the prerender to write into the page (takeServerRules), where the app's style cache
// takes the names as inserted.
import { __unsafe_useEmotionCache as useEmotionCache, type CSSObject } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { useTheme, type Theme } from '@mui/material/styles';

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
 * element, and their styles' names, by which the app's style cache knows them as inserted.
 */
export function takeServerRules(): { names: string[]; css: string } {
  const taken = serverRules.splice(0);
  return { names: taken.map((rule) => rule.name), css: taken.map((rule) => rule.css).join('') };
}

export type StaticStyles<K extends string> = (theme: Theme) => Record<K, CSSObject>;

/** A hook giving the class name of each of `styles`' entries; `label` names them in the page's CSS. */
export function createStaticClasses<K extends string>(label: string, styles: StaticStyles<K>): () => Record<K, string> {
  const made = new WeakMap<EmotionCache, WeakMap<Theme, Record<K, string>>>();

  function classesFor(cache: EmotionCache, theme: Theme): Record<K, string> {
    let byTheme = made.get(cache);
    if (!byTheme) made.set(cache, (byTheme = new WeakMap()));
    let classes = byTheme.get(theme);
    if (!classes) {
      const entries = Object.entries(styles(theme)) as Array<[K, CSSObject]>;
      classes = Object.fromEntries(
        entries.map(([key, style]) => {
          const serialized = serializeStyles([{ label: `${label}-${key}-${theme.palette.mode}`, ...style }], cache.registered);
          const rules = insertStyles(cache, serialized, true);
          if (typeof rules === 'string') serverRules.push({ name: serialized.name, css: rules });
          return [key, `${cache.key}-${serialized.name}`];
        }),
      ) as Record<K, string>;
      byTheme.set(theme, classes);
    }
    return classes;
  }

  return function useStaticClasses() {
    return classesFor(useEmotionCache() ?? outsideProviderCache(), useTheme());
  };
}

/** Joins the class names that apply. */
export function classes(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
