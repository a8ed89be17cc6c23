/**
 * Debian's Chromium (Playwright cannot download its own browsers on our machines) and the flags
 * every run of it takes: no sandbox as root in CI, and nothing in the background that would
 * reach the network or take CPU from a measurement.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
