import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keyboard-only driving: every move is a key press (page.keyboard), never a click, check or fill on an element.
 * Locators are used only to say which control is meant and to assert on it.
 */

/**
 * Whether `target` has focus, and what has it, for failure messages: tag, role and a short name (aria-label, the
 * label of a field, or the text). One round trip per press, so a long Tab walk stays cheap on a busy machine.
 */
const focusState = (target: Locator) =>
  target.evaluate((element) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { focused: false, description: '(body)' };
    const labelled = active as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
    const name = (active.getAttribute('aria-label') ?? labelled.labels?.[0]?.textContent ?? active.textContent ?? '')
      .trim()
      .slice(0, 40);
    const role = active.getAttribute('role') ?? active.getAttribute('type') ?? '';
    return {
      focused: element === active,
      description: `${active.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${name}"`,
    };
  });

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; fails with the path focus took.
 * Returns the number of presses it needed.
 */
export const tabTo = async (
  page: Page,
  target: Locator,
  { max = 25, key = 'Tab' }: { max?: number; key?: 'Tab' | 'Shift+Tab' } = {},
) => {
  await target.waitFor({ state: 'attached' });
  const path: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    const state = await focusState(target);
    if (state.focused) return presses;
    path.push(state.description);
    if (presses < max) await page.keyboard.press(key);
  }
  throw new Error(
    `${target.toString()} was not reached with ${max} presses of ${key}; focus went: ${path.join(' → ')}`,
  );
};

/**
 * The focused element shows a visible focus indicator, and it got focus the keyboard way (:focus-visible).
 * The indicator is a non-'none' outline of non-zero width in a non-transparent colour, or a box-shadow. A checkbox
 * or radio whose native input is visually hidden (Chakra draws the control) is judged by its drawn control.
 */
export const expectFocusVisible = async (page: Page) => {
  const verdict = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, why: 'nothing has focus' };
    const indicator = (node: Element) => {
      const style = getComputedStyle(node);
      const transparent = /rgba\(.*,\s*0\)$/.test(style.outlineColor) || style.outlineColor === 'transparent';
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return {
        ok: outline || shadow,
        style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
      };
    };
    const rect = element.getBoundingClientRect();
    const visuallyHidden = rect.width <= 1 && rect.height <= 1;
    const drawn = visuallyHidden ? element.closest('label')?.querySelector('[data-part="control"]') : element;
    if (!drawn) return { ok: false, why: `${element.tagName} is visually hidden and has no drawn control` };
    const result = indicator(drawn);
    const focusVisible = element.matches(':focus-visible');
    return {
      ok: result.ok && focusVisible,
      why: `${element.tagName.toLowerCase()} (${drawn === element ? 'itself' : 'its drawn control'}): ${result.style}; :focus-visible ${focusVisible}`,
    };
  });
  expect(verdict.ok, `focus indicator: ${verdict.why}`).toBe(true);
};

/** Tabs to the control, checks it is the focused element with a visible indicator; returns it for further checks. */
export const focusControl = async (
  page: Page,
  target: Locator,
  options?: { max?: number; key?: 'Tab' | 'Shift+Tab' },
) => {
  await tabTo(page, target, options);
  await expect(target).toBeFocused();
  await expectFocusVisible(page);
  return target;
};

/** Tabs to a text field and types into it (replacing whatever it held: select-all, then the typing). */
export const typeInto = async (
  page: Page,
  target: Locator,
  text: string,
  options?: { max?: number; key?: 'Tab' | 'Shift+Tab' },
) => {
  await focusControl(page, target, options);
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
};

/** A message that assistive technology announces: it is inside role=alert or an aria-live region. */
export const expectAnnounced = async (message: Locator) => {
  await expect(message).toBeVisible();
  const announced = await message.evaluate((element) =>
    Boolean(element.closest('[role="alert"], [aria-live="polite"], [aria-live="assertive"], [role="status"]')),
  );
  expect(announced, `"${await message.textContent()}" is inside role=alert or aria-live`).toBe(true);
};
