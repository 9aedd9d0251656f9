// The shop's translation hook (issue 15): react-i18next's `useTranslation`, what the shop uses of
// it, without its cost per component. Its hook copies the i18next instance's property descriptors
// into a wrapper for every component that mounts, makes a translation function for each, and asks
// i18next whether the namespace has loaded on every render: on the home page, with hundreds of
// components that translate, a CPU profile put 30 to 40 ms of a phone-sized load's main thread in
// it. Here each i18next instance (the app's, or a test's, from react-i18next's provider) has one
// snapshot, made again only when i18next reports a change, and shared by every component.
//
// What it keeps of react-i18next's defaults: the default namespace, no key prefix, a new `t` (and
// a new render) when the language changes, and Suspense until the translations have loaded.
import { use, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Translation {
  t: TFunction<'translation', undefined>;
  i18n: I18n;
  ready: boolean;
}

interface Store {
  subscribe(listener: () => void): () => void;
  snapshot(): Translation;
  /** Settles once the translations have loaded (what a component waits for under Suspense). */
  loaded(): Promise<void>;
}

/** The i18next events after which the snapshot may differ (its language, or whether it has loaded). */
const CHANGES = ['initialized', 'languageChanged', 'loaded', 'failedLoading'] as const;

const stores = new WeakMap<I18n, Store>();

function hasLoaded(i18n: I18n): boolean {
  if (!(i18n.isInitialized || i18n.initializedStoreOnce)) return false;
  // As react-i18next: an instance without languages yet has nothing to wait for.
  if (!i18n.languages || i18n.languages.length === 0) return true;
  return i18n.hasLoadedNamespace('translation');
}

function storeOf(i18n: I18n): Store {
  const known = stores.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  let current: Translation | undefined;
  let waiting: Promise<void> | undefined;
  const changed = () => {
    current = undefined;
    for (const listener of [...listeners]) listener();
  };
  for (const event of CHANGES) i18n.on(event, changed);
  const store: Store = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot() {
      // Until the translations are in, asked again each time (no event may come for a load that
      // finished before anyone listened); once they are, kept until i18next reports a change.
      if (current?.ready) return current;
      const ready = hasLoaded(i18n);
      if (current && current.ready === ready) return current;
      current = { t: i18n.getFixedT(i18n.language, 'translation'), i18n, ready };
      return current;
    },
    loaded() {
      if (waiting) return waiting;
      let settle = () => {};
      const promise = new Promise<void>((resolve) => {
        settle = resolve;
      });
      // Kept while it waits, so that every render under Suspense gets the same promise; forgotten
      // once settled, so that a later wait (after a language change) waits again.
      waiting = promise;
      const done = () => {
        if (waiting === promise) waiting = undefined;
        settle();
      };
      const initialized = () => {
        i18n.off('initialized', initialized);
        done();
      };
      void i18n.loadNamespaces('translation', () => {
        if (i18n.isInitialized) done();
        else i18n.on('initialized', initialized);
      });
      return promise;
    },
  };
  stores.set(i18n, store);
  return store;
}

/** The translation function of the i18next instance in context (or the app's), and that instance. */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const store = storeOf(i18n);
  const translation = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  if (!translation.ready) use(store.loaded());
  return translation;
}
