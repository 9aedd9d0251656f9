// Safe access to the browser's local storage. Private browsing, disabled cookies or a full quota
// make the Storage API throw; the shop must keep working (with defaults) when that happens.
import { STORAGE_KEYS } from '@blitz/contract';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when absent or when storage is unavailable. */
export function readStorage(key: StorageKey): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; returns false when storage refused it. */
export function writeStorage(key: StorageKey, value: string): boolean {
  try {
    const store = localStore();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
