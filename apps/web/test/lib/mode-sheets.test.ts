// The page's entry picks the saved mode's stylesheet without the contract's constants
// (lib/mode-sheets.ts): it must pick the mode the app then shows (lib/saved-theme-mode.ts).
import { STORAGE_KEYS } from '@blitz/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { modeSheet, savedModeForSheet } from '../../src/lib/mode-sheets';
import { readSavedThemeMode } from '../../src/lib/saved-theme-mode';

afterEach(() => localStorage.clear());

describe("the entry's choice of stylesheet", () => {
  it.each([null, 'light', 'dark', 'sepia', ''])('is the mode the app reads for a stored %j', (stored) => {
    if (stored !== null) localStorage.setItem(STORAGE_KEYS.theme, stored);
    expect(savedModeForSheet()).toBe(readSavedThemeMode());
  });

  it('has no stylesheet to request outside a build (the dev server inserts the rules as they are used)', () => {
    expect(modeSheet('dark')).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
