// The page's entry reads the saved mode without the contract's constants (lib/boot-theme-mode.ts):
// it must read the mode the app then shows (lib/saved-theme-mode.ts).
import { STORAGE_KEYS } from '@blitz/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { savedModeAtBoot } from '../../src/lib/boot-theme-mode';
import { readSavedThemeMode } from '../../src/lib/saved-theme-mode';

afterEach(() => localStorage.clear());

describe("the entry's saved mode", () => {
  it.each([null, 'light', 'dark', 'sepia', ''])('is the mode the app reads for a stored %j', (stored) => {
    if (stored !== null) localStorage.setItem(STORAGE_KEYS.theme, stored);
    expect(savedModeAtBoot()).toBe(readSavedThemeMode());
  });
});
