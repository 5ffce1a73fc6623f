import type { Page } from '@playwright/test';
import { cardTerms, en } from '../src/i18n/en';
import { ja } from '../src/i18n/ja';
// Every screen group, so the check knows all of the Japanese catalogue.
import '../src/i18n/screens';
import { LANGUAGE_COOKIE, type Language } from '../src/i18n/language-key';
import { expect, expectAccessible } from './fixtures';

export { en };

/** The device has chosen `language` before the first page loads (as the switch leaves it). */
export const useLanguage = (page: Page, language: Language) =>
  page.addInitScript(([name, value]) => (document.cookie = `${name}=${value}; path=/`), [
    LANGUAGE_COOKIE,
    language,
  ] as const);
export const useEnglish = (page: Page) => useLanguage(page, 'en');

/** A text taken literally inside a RegExp (labels hold parentheses: "Insurer number (保険者番号)"). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text field by the start of its accessible name (a required mark may follow), the name taken literally. */
export const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) });

type Leaf = [path: string, text: string];
const leaves = (value: unknown, path = ''): Leaf[] => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [];
};

/**
 * The Japanese catalogue's texts an English page must not show: every Japanese fragment of 3 characters or more (a
 * template is cut at its placeholders). Left out: the relationship labels and the example names, short words that
 * members' own data and the server's lists (reasons, insurers) also use, and which the page shows as given.
 */
const japaneseTexts = [
  ...new Set(
    leaves(ja)
      .filter(
        ([path]) =>
          !path.startsWith('relationship.labels') &&
          !/NamePlaceholder|KanaPlaceholder/.test(path) &&
          path !== 'language.ja',
      )
      .flatMap(([, text]) => text.split(/\{\w+\}/))
      .map((fragment) => fragment.trim())
      .filter((fragment) => fragment.length >= 3 && /[\u3040-\u30ff\u3400-\u9fff]/.test(fragment)),
  ),
];

/**
 * The page is English: `<html lang="en">`, and no text of the Japanese catalogue anywhere in it outside the allowed
 * card terms (docs/glossary-en.md) and elements marked `lang="ja"` (the switch's 日本語). Member data and messages
 * the server sends as text are not catalogue texts and are shown as given. For specs that run axe themselves.
 */
export const expectNoJapanese = async (page: Page) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#root[data-mounted]')).toBeAttached();
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[lang="ja"], script, style, noscript').forEach((element) => element.remove());
    return body.textContent ?? '';
  });
  const byLength = [...cardTerms].sort((a, b) => b.length - a.length);
  const withoutTerms = byLength.reduce((rest, term) => rest.split(term).join(' '), text);
  expect(
    japaneseTexts.filter((fragment) => withoutTerms.includes(fragment)),
    `Japanese catalogue text on the English page ${page.url()}`,
  ).toEqual([]);
};

/** The mixed-language check (`expectNoJapanese`), then axe. */
export const expectEnglishOnly = async (page: Page) => {
  await expectNoJapanese(page);
  await expectAccessible(page);
};
