import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The production bundle under its real headers (docs/deploy.md, "Production e2e"): a PORTAL_ENV=production build made
 * against the local stack through the build variables, served by the preview server with the header set it gives
 * that configuration. `npm run test:e2e:production`.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  testIgnore: [],
  globalSetup: './global-setup.ts',
  outputDir: '../.artifacts/production-results',
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: '../.artifacts/production-junit.xml' }]] : 'list',
  // The build registers a service worker, which answers from its precache where the specs route or hold requests:
  // blocked here, and allowed by the specs of the offline portal (offline-certificate.spec.ts).
  use: { ...base.use, serviceWorkers: 'block' },
});
