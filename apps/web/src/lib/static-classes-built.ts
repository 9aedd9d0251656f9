// static-classes.ts as the built app has it (src/build/static-styles.ts puts this module in its
// place, and leaves each call's style function out). Every static style's rules were made at build
// time from the shop's MUI theme, into one stylesheet per mode, and each class's name is made from
// its style's label, its key and the mode alone: the first load runs neither emotion nor MUI's
// theme to style the page, and carries no rules in its JavaScript (issue 15). The entry
// (src/boot.ts) starts loading the saved mode's stylesheet as the page opens, the app renders once
// it has come (src/main.tsx), and a change of mode waits for the new mode's. The first HTML holds
// the rules it uses itself.
import { useInsertionEffect, type ReactNode } from 'react';
import type { ThemeMode } from '@blitz/contract';
import built from 'virtual:blitz-static-styles';
import { useCurrentMode } from './theme-mode-context';
import { modeSheet } from './mode-sheets';
import { pageNonce, staticClassName, writeGlobal } from './static-global';

/** The hook of the style `label` (its style function is left out by the build). */
export function createStaticClasses<K extends string>(label: string): () => Record<K, string> {
  const made: Partial<Record<ThemeMode, Record<K, string>>> = {};
  const classesOf = (mode: ThemeMode) =>
    (made[mode] ??= new Proxy({} as Record<K, string>, {
      get: (_target, key) => (typeof key === 'string' ? staticClassName(label, key, mode) : undefined),
    }));
  return function useStaticClasses() {
    return classesOf(useCurrentMode());
  };
}

/** The hook of the global style `label`, whose element follows the mode. */
export function createStaticGlobal(label: string): () => void {
  return function useStaticGlobal() {
    const mode = useCurrentMode();
    useInsertionEffect(() => writeGlobal(label, mode, built.globals[label]![mode], pageNonce()), [mode]);
  };
}

const waits: Partial<Record<ThemeMode, Promise<void>>> = {};

/**
 * Makes sure the page has the stylesheet of `mode` before it shows in that mode: null when it has
 * it, or a promise of when it will (kept also when the sheet fails to load, so the app still shows).
 */
export function loadModeStyles(mode: ThemeMode): Promise<void> | null {
  const link = modeSheet(mode)!;
  if (link.sheet) return null;
  return (waits[mode] ??= new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  }));
}

/** Nothing around the app: MUI's theme and emotion's cache come with each part that uses MUI (mui-scope.tsx). */
export function StaticStylesProvider({ children }: { children: ReactNode }) {
  return children;
}

/** Joins the class names that apply. */
export function classes(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
