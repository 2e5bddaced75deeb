// Debian's Chromium, the only browser here (nothing may download one), with the flags every
// browser of the project runs with: the e2e suite and the bench. Without the networking flags,
// Chromium's own background connections are refused by this machine's closed network.
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
