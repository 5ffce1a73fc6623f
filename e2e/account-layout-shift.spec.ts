import type { Page } from '@playwright/test';
import type { CatalogueText } from '../src/i18n/catalogue';
import { en } from '../src/i18n/en';
import { ja } from '../src/i18n/ja';
import { useEnglish } from './english-helpers';
import { appUrl, expect, test } from './fixtures';
import { demoMember } from './members';
import { useScenario } from './services-helpers';
import { holdRoute } from './hold-route';
import { layoutShiftsOf, recordLayoutShifts } from './layout-shifts';

/**
 * CLS 0 on /account, at Lighthouse's mobile size (412 × 823): what Lighthouse measures, a reload of the service list
 * with a live session, from the first paint until the list, its icons and the header have settled. Every layout shift
 * the browser reports counts (none follows an input here); the failure lists each moved element with its box before and
 * after.
 */
test.use({ viewport: { width: 412, height: 823 } });

type Texts = CatalogueText;

const signIn = async (page: Page, texts: Texts) => {
  const member = demoMember('eligible');
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: texts.common.email }).fill(member.email);
  await page.getByRole('textbox', { name: texts.common.password }).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: texts.signin.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.home.heading })).toBeVisible();
};

/** The list, its icons and the header are complete; then two frames, so a shift they cause has been reported. */
const settled = async (page: Page, texts: Texts) => {
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('link', { name: texts.services.otc.name })).toBeVisible();
  await expect(page.locator('header[aria-busy]')).toHaveCount(0);
  await expect
    .poll(() =>
      list.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  return layoutShiftsOf(page);
};

for (const language of ['ja', 'en'] as const) {
  test(`a reload of /account at phone width moves nothing (CLS 0, ${language})`, async ({ page }) => {
    const texts: Texts = language === 'en' ? en : ja;
    if (language === 'en') await useEnglish(page);
    await useScenario(page, 'eligible-all-agreed');
    await signIn(page, texts);
    await recordLayoutShifts(page);
    // The icons arrive after the list has painted, as on a slow network (a cached icon would hide what its late
    // arrival moves).
    const icons = await holdRoute(page, '**/*.svg');
    await page.goto(appUrl('/account'));
    await expect(page.getByRole('main').getByRole('link', { name: texts.services.otc.name })).toBeVisible();
    icons.release();
    const shifts = await settled(page, texts);
    expect(shifts.flatMap((shift) => shift.sources)).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
  });
}
