import AxeBuilder from '@axe-core/playwright';
import { expect, expectAccessible, runAxe, test } from './fixtures';

// A page with three WCAG A/AA failures: an image without a text alternative, a button without a name, grey on white.
const BROKEN = `<!doctype html><html lang="en"><head><title>broken</title></head><body><main>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <p style="color:#bbb;background:#fff">faint text</p>
</main></body></html>`;
const EXPECTED = ['button-name', 'color-contrast', 'image-alt'];

const violationIds = (results: { violations: Array<{ id: string }> }) => results.violations.map(({ id }) => id).sort();

test('the accessibility check finds what the axe builder finds, again in the same document, and fails the test', async ({
  page,
}) => {
  await page.setContent(BROKEN);
  const builder = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(violationIds(builder)).toEqual(EXPECTED);
  // First run puts axe into the document, the second finds it there.
  expect(violationIds(await runAxe(page))).toEqual(EXPECTED);
  expect(violationIds(await runAxe(page))).toEqual(EXPECTED);
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);
  // A fixed page passes.
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>fixed</title></head><body><main><p>ok</p></main></body></html>',
  );
  expect(violationIds(await runAxe(page))).toEqual([]);
});

test('a page with a frame is checked inside the frame too', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>framed</title></head><body><main>
      <iframe title="inner" srcdoc="${BROKEN.replace(/"/g, '&quot;')}"></iframe></main></body></html>`,
  );
  // The frame's own document, not the about:blank it starts with: its content is in place before axe looks.
  await expect(page.frameLocator('iframe[title="inner"]').locator('main button')).toBeAttached();
  expect(violationIds(await runAxe(page))).toEqual(EXPECTED);
});
