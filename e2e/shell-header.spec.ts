import { ja } from '../src/i18n/ja';
import { appUrl, expect, expectAccessible, test } from './fixtures';
import { DEMO, signIn } from './settings-helpers';

test('signed out: brand, a ログイン button to /signin, no member links; the footer with help, copyright and environments', async ({
  page,
}) => {
  await page.goto(appUrl('/signin'));
  const header = page.getByRole('banner');
  await expect(header.getByText(ja.shell.brand)).toBeVisible({ timeout: 60_000 });
  await expect(header.getByRole('link', { name: ja.shell.login, exact: true })).toHaveAttribute('href', '/signin');
  await expect(header.getByRole('link', { name: ja.shell.serviceList })).toHaveCount(0);
  await expect(header.getByRole('link', { name: ja.shell.settings })).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: ja.shell.help })).toBeVisible();
  await expect(footer.getByText(`2020-${new Date().getFullYear()}`)).toBeVisible();
  const environments = footer.getByRole('navigation', { name: ja.shell.environments }).getByRole('link');
  await expect(environments).toHaveCount(3);
  await expect(environments.nth(0)).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('signed in: member links and the user menu with the name, settings and logout; the data layer holds the user id and nothing personal', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: ja.shell.serviceList })).toHaveAttribute('href', '/account');
  await expect(header.getByRole('link', { name: ja.shell.settings })).toHaveAttribute('href', '/account/settings');
  await expect(header.getByRole('link', { name: ja.shell.login, exact: true })).toHaveCount(0);
  const menu = header.getByRole('button', { name: DEMO.name });
  await menu.click();
  await expect(page.getByRole('menuitem', { name: ja.shell.settings })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: ja.shell.logout })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: ja.shell.settings }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.AccountSettings })).toBeVisible();

  const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
  const entries = JSON.parse(dataLayer) as Record<string, unknown>[];
  const userIds = entries.filter((entry) => 'user_id' in entry).map((entry) => entry.user_id);
  expect(userIds.length).toBeGreaterThan(0);
  expect(userIds.every((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  for (const personal of [DEMO.email, '山田', '太郎', 'ヤマダ', '1985-04-01', 'example.com'])
    expect(dataLayer).not.toContain(personal);
  // Nor in what page-view tags read: the address and the title.
  for (const personal of [DEMO.email, '山田']) {
    expect(page.url()).not.toContain(personal);
    expect(await page.title()).not.toContain(personal);
  }

  await header.getByRole('button', { name: DEMO.name }).click();
  await page.getByRole('menuitem', { name: ja.shell.logout }).click();
  await expect(page).toHaveURL(/\/account\/signout$/);
});

test('the user menu by keyboard on a phone: Enter opens it on the first item, the arrows move a visible focus, Escape gives the focus back; the panel stays on screen, above the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, DEMO.email, DEMO.password);
  const trigger = page.getByRole('banner').getByRole('button', { name: DEMO.name });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: DEMO.name });
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const settings = menu.getByRole('menuitem', { name: ja.shell.settings });
  const logout = menu.getByRole('menuitem', { name: ja.shell.logout });
  await expect(settings).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(logout).toBeFocused();
  expect(await logout.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

  const panel = await menu.boundingBox();
  const button = await trigger.boundingBox();
  expect(panel && button).toBeTruthy();
  if (!panel || !button) return;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(375);
  expect(panel.y).toBeGreaterThanOrEqual(button.y + button.height);
  // Above the page: what is drawn at the panel's last item is the panel, not the content under it.
  expect(
    await logout.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  ).toBe(true);
  await expectAccessible(page);

  // The scan leaves the page as it was: the panel open with the focus on its item, where Escape is heard.
  await expect(logout).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/signout$/);
});
