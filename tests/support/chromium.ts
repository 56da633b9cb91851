/** Debian's Chromium, or the one CHROMIUM_PATH names: the browser of the browser tests, benchmarks and Lighthouse. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The machine has no network but the package registries: Chromium must not try to phone home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
