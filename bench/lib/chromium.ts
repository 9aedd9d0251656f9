/** Debian's Chromium as the web benchmarks run it: headless, sandbox off, nothing fetched on its own. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
