// The reset between the tests of a file that renders with renderWithProviders: each test starts
// from an empty localStorage when asked, and after each the rendered tree is unmounted and the
// stubbed globals (fetch, matchMedia, IntersectionObserver) are restored. Files that render the
// routes get the same from app/test-utils.tsx.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export function resetBetweenTests({ clearStorage = false } = {}): void {
  if (clearStorage) beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
