import { chromium, type Browser } from 'playwright-core';

/** The machine has no network but the package registries: the benchmarks' Chromium must not try to phone home. */
const BENCH_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's headless Chromium (CHROMIUM_PATH elsewhere), as the browser benchmarks drive it. */
export function launchHeadlessChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: BENCH_CHROMIUM_ARGS });
}

/** The value below which a share `q` of the values fall (0.5: the median). */
export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
