import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { waitForCode } from '../local-stack/identity/codes';
import { seedDemoMember } from '../local-stack/identity/demo-members';
import { identityClient } from '../local-stack/seed';
import { COPIED_DEMO_MEMBERS, demoMember } from './members';
// The specs read the whole catalogue (`ja`), its screen groups included (src/i18n/screens).
import '../src/i18n/screens';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
/**
 * Every element only of the violations and the undecided: a passed or inapplicable rule is still listed, with at most
 * one element (the statement reads rule ids of those). About 40 % less time a check, and half the result to send.
 */
const RESULT_TYPES: axe.resultGroups[] = ['violations', 'incomplete'];

/**
 * axe-core, put into the page once per document and run there. `AxeBuilder.analyze()` evaluates axe's 560 KB script
 * twice per check and finishes each check in a new tab where it evaluates it again: about 0.55 s a check on /account
 * against 0.1 s this way, with the same results (the suite makes some 350 checks). A page with frames still goes
 * through the builder, which checks inside them.
 */
export const runAxe = async (page: Page): Promise<axe.AxeResults> => {
  // The builder's `options` replaces what `withTags` set: tags last.
  if (page.frames().length > 1)
    return new AxeBuilder({ page }).options({ resultTypes: RESULT_TYPES }).withTags(AXE_TAGS).analyze();
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    ([values, resultTypes]) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values }, resultTypes }),
    [AXE_TAGS, RESULT_TYPES] as const,
  );
};

/**
 * Resolves once no finite animation runs (a dialog's 150 ms fade-in): axe measures colour contrast through the opacity
 * of the moment. Two frames pass before each look, so an animation that starts in the next frame is waited for too.
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let look = 0; look < 20; look += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        );
      if (!running.length) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });

/** Fails on any WCAG 2.0/2.1 A or AA violation on the page once its animations have settled. */
export const expectAccessible = async (page: Page) => {
  await settleAnimations(page);
  const results = await runAxe(page);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
};

export const appUrl = (path: string) => `${process.env.E2E_APP_URL}${path}`;

/** The latest code the local identity emulator issued for an address. */
export const latestCode = (email: string, kind: 'signup' | 'reset' | 'attribute' | 'mfa', after?: string) =>
  waitForCode(process.env.E2E_DATA_DIR ?? '', email, kind, { notEqualTo: after });

/** A raw call to the local identity service, as an administrator or the member's other device makes it. */
export const identityCall = async (operation: string, body: object) => {
  const response = await fetch(process.env.E2E_IDENTITY_ENDPOINT ?? '', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status, `${operation}: ${await response.clone().text()}`).toBe(200);
};

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Fixtures {
  consoleErrors: string[];
}

interface WorkerFixtures {
  workerDemoMembers: void;
}

/**
 * Every test collects console errors and page errors, and ends with an axe check of the page it is on. Each worker
 * first puts its copies of the demo members (e2e/members.ts) into their states: created on its first start, set back
 * (SMS two-step on, the seeded attributes) when a worker is restarted after a failed test.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  workerDemoMembers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this parameter.
    async ({}, use) => {
      const client = identityClient(process.env.E2E_IDENTITY_ENDPOINT ?? '');
      try {
        for (const key of COPIED_DEMO_MEMBERS) await seedDemoMember(client, demoMember(key), () => undefined);
      } finally {
        client.destroy();
      }
      await use();
    },
    // Its own time limit, so a slow seeding on a busy machine is not charged to the worker's first test.
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
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
