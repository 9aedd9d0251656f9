// Testing Library waits up to ten seconds for what pages show after their calls answer: a render
// of a page with MUI can take seconds on a busy machine. Every test starts signed out with an empty
// fake server and an empty DOM.
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
