import type { ReactNode } from 'react';
import { currentLanguage } from '../i18n/language';

/** A run of Japanese script (kana, the middle dot, the long-vowel mark, kanji). */
const JAPANESE_RUN = /([\u3040-\u30ff\u3400-\u9fff]+)/;

/**
 * WCAG 3.1.2 (language of parts): on an English page, the Japanese card terms the catalogue shows beside the English
 * ("Insurer number (保険者番号)", `cardTerms` in src/i18n/en.ts) are put in `<span lang="ja">`, so screen readers
 * read them as Japanese. For catalogue texts only (member data is shown as given). A Japanese page gets the text
 * back unchanged. Attributes (aria-label, placeholder, the document title) cannot carry a language: see
 * docs/architecture.md, "Languages".
 */
export const markJapanese = (text: string): ReactNode => {
  if (currentLanguage() === 'ja' || !JAPANESE_RUN.test(text)) return text;
  // One inline element around the parts: in a flex container (Chakra's field label) each child would become a flex
  // item, shown with gaps and named with spaces ("Insurer number ( 保険者番号 )"); the wrapper keeps the text one run.
  // With a capturing group, split puts the Japanese runs at the odd indexes.
  return (
    <span>
      {text.split(JAPANESE_RUN).map((part, index) =>
        index % 2 === 1 ? (
          // The parts of one fixed text never move, so the index is the identity.
          <span key={index} lang="ja">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
};

/** `markJapanese` for children that may be a text (a heading's, a label's); anything else is left as it is. */
export const markJapaneseIn = (children: ReactNode): ReactNode =>
  typeof children === 'string' ? markJapanese(children) : children;

/**
 * The `lang` of a member's own Japanese data (name, kana) shown on a page: `ja` on an English page (WCAG 3.1.2, read
 * as Japanese by screen readers), nothing on a Japanese page or for an empty value.
 */
export const memberDataLang = (value: string | undefined): 'ja' | undefined =>
  value && currentLanguage() === 'en' ? 'ja' : undefined;
