// The shop's translation hook: the translator in context (a test's or the build's, from
// TranslationProvider) or the app's, its `t` and the translator itself. Every component reads one
// state object that the translator replaces only when something changes (the language, a file's
// arrival), so a component renders again only then, with a new `t`. Until the texts of the
// language in use have arrived (or failed for good, leaving English), a component suspends.
import { createContext, createElement, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { LanguageIso } from '@blitz/contract';
import { currentLanguage, i18n as appTranslator } from './i18n';
import type { TFunction, Translator } from './translator';

export interface Translation {
  t: TFunction;
  i18n: Translator;
  ready: boolean;
}

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the components below `i18n` in place of the app's translator. */
export function TranslationProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: i18n }, children);
}

const translations = new WeakMap<object, Translation>();
const snapshots = new WeakMap<Translator, () => Translation>();

/** The translator's state as the hook hands it out: one object per state. */
function snapshotOf(i18n: Translator): () => Translation {
  let snapshot = snapshots.get(i18n);
  if (!snapshot) {
    snapshot = () => {
      const state = i18n.state;
      let translation = translations.get(state);
      if (!translation) {
        translation = { t: state.t, i18n, ready: state.ready };
        translations.set(state, translation);
      }
      return translation;
    };
    snapshots.set(i18n, snapshot);
  }
  return snapshot;
}

/**
 * The translator's state without waiting for the texts: `ready` tells whether `t` has them. For
 * what shows while they load (the app's loading fallback).
 */
export function useTranslationState(): Translation {
  const i18n = useContext(TranslatorContext) ?? appTranslator;
  const snapshot = snapshotOf(i18n);
  return useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
}

/** The translation function of the translator in context (or the app's), and that translator. */
export function useTranslation(): Translation {
  const translation = useTranslationState();
  if (!translation.ready) use(translation.i18n.whenReady());
  return translation;
}

/** The language the page speaks (the translator in context's): what its queries ask in. */
export function useLanguage(): LanguageIso {
  return currentLanguage(useTranslationState().i18n);
}
