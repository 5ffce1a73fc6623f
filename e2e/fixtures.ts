import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { waitForCode } from '../local-stack/identity/codes';

/** Fails on any WCAG 2.0/2.1 A or AA violation on the page as it is now. */
export const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
};

export const appUrl = (path: string) => `${process.env.E2E_APP_URL}${path}`;

/** The latest code the local identity emulator issued for an address. */
export const latestCode = (email: string, kind: 'signup' | 'reset' | 'attribute' | 'mfa', after?: string) =>
  waitForCode(process.env.E2E_DATA_DIR ?? '', email, kind, { notEqualTo: after });

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Fixtures {
  consoleErrors: string[];
}

/** Every test collects console errors and page errors, and ends with an axe check of the page it is on. */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
  page: async ({ page }, use) => {
    await use(page);
    if (page.url().startsWith(process.env.E2E_APP_URL ?? 'http://localhost')) await expectAccessible(page);
  },
});

export { expect };
