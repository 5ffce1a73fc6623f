import { cardTerms } from '../src/i18n/en';

/**
 * WCAG 3.1.2 on an English page, as e2e/english-helpers.ts checks it: the card terms (`cardTerms`) that appear in the
 * page's text outside every element marked `lang="ja"`. Empty when each term shown is marked.
 */
export const unmarkedCardTerms = (root: HTMLElement = document.body): string[] => {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[lang="ja"], script, style').forEach((element) => element.remove());
  const text = copy.textContent ?? '';
  return cardTerms.filter((term) => text.includes(term));
};

/**
 * A `getByText` matcher for a text whose parts sit in child elements (an English label with its Japanese term in a
 * `<span lang="ja">`): the innermost element whose whole text content is `text`.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
