import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { playwrightDisableFeatures } from '../scripts/lib/chromium-flags';

/** Debian's Chromium (`apt-get install chromium fonts-noto-cjk`); the suite stops at once, saying so, without it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `Chromium is not installed (${CHROMIUM_PATH}): apt-get install chromium fonts-noto-cjk, or set CHROMIUM_PATH`,
  );
}

/**
 * The pages' time zone, and the tests' too: a test formatting a date it reads back (a saved copy's time) must get the
 * day the page shows, also after 15:00 UTC, when Japan's date is already the next one.
 */
export const TIME_ZONE = 'Asia/Tokyo';
process.env.TZ = TIME_ZONE;

const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(WORKERS) || WORKERS < 1)
  throw new Error(`E2E_WORKERS must be a whole number of at least 1, not "${process.env.E2E_WORKERS}"`);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // No omnibox web UI beside each context's page (scripts/lib/chromium-flags.ts).
  playwrightDisableFeatures(),
];

/**
 * Debian's Chromium, never a downloaded browser; the whole local stack is started once by global-setup.ts and shared
 * by two workers (E2E_WORKERS to change it; CI's machine has two cores, which the suite keeps busy: a third worker
 * makes it no faster, docs/performance-log.md). Files are split between the workers; a file's tests run in
 * order on one worker, but for the files that say `mode: 'parallel'` (their tests take the worker's members in either
 * state). What the specs change is kept apart: each worker signs in as its own copies of the demo members (members.ts,
 * seeded by the worker fixture in fixtures.ts), a spec that changes a member's identity signs up a fresh one, and
 * fault routes and fake clocks belong to a test's own page.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Its own stack and a production build: npm run test:e2e:production (e2e/production/playwright.config.ts).
  testIgnore: 'production/**',
  globalSetup: './global-setup.ts',
  outputDir: './.artifacts/results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: './.artifacts/junit.xml' }]] : 'list',
  use: {
    browserName: 'chromium',
    locale: 'ja-JP',
    timezoneId: TIME_ZONE,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 60_000,
  },
});
