/** Debian's Chromium as the web benchmarks run it, with the end-to-end tests' flags. */
import { CHROMIUM_FLAGS } from '../../e2e/fixtures/chromium';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromeFlags = CHROMIUM_FLAGS;
