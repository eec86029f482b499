// How every test launches Debian's Chromium (never a downloaded browser, DESIGN.md §7): shared by the
// Vitest browser project and the Playwright e2e config.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// This machine's network is closed: background services would only fail, many at a time.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
