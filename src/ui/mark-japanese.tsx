import type { ReactNode } from 'react';
import { currentLanguage } from '../i18n/language';

/** A run of Japanese script (kana, the middle dot, the long-vowel mark, kanji). */
const JAPANESE_RUN = /([\u3040-\u30ff\u3400-\u9fff]+)/;

/**
 * WCAG 3.1.2 (language of parts): on an English page, Japanese card terms in catalogue texts get `<span lang="ja">`
 * so screen readers read them as Japanese. Attributes cannot carry a language (docs/architecture.md, "Languages").
 */
export const markJapanese = (text: string): ReactNode => {
  if (currentLanguage() === 'ja' || !JAPANESE_RUN.test(text)) return text;
  // One inline wrapper: in a flex container each part would become a flex item, shown with gaps.
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

/** The `lang` of the member's own Japanese data on an English page (WCAG 3.1.2). */
export const memberDataLang = (value: string | undefined): 'ja' | undefined =>
  value && currentLanguage() === 'en' ? 'ja' : undefined;
