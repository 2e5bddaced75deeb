// Debian's Chromium, the only browser here (nothing may download one), with the flags every
// browser of the project runs with (see e2e/playwright.config.ts).
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
