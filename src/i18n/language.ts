import { ja, type ScreenTexts } from './ja';
import { storeLanguage, type Language } from './language-key';

/**
 * One catalogue object (`ja`) holds the texts of the language in use. English is its own chunk, copied into that
 * object key by key before the first render, so no call site changes; texts are read at render time, never copied
 * into module-level constants.
 */

type Texts = { [key: string]: Texts | string } | Texts[];

/** A copy of the Japanese texts, so a test (or a later switch) can put them back. */
const japanese: Texts = structuredClone(ja) as unknown as Texts;

/** Copies `source` into `target` in place, keeping every nested object's identity (modules may hold a group). */
const fill = (target: Texts, source: Texts) => {
  for (const [key, value] of Object.entries(source)) {
    const current = (target as Record<string, Texts | string>)[key];
    if (typeof value === 'string' || typeof current !== 'object')
      (target as Record<string, Texts | string>)[key] = structuredClone(value);
    else fill(current, value);
  }
};

let active: Language = 'ja';
/** The English texts in use (all of them, screen groups included), kept for the screen groups that load later. */
let english: Texts | undefined;

export const currentLanguage = (): Language => active;

export const loadEnglish = () => import(/* webpackChunkName: "on-demand-en" */ './en').then((module) => module.en);

/** Puts `language`'s texts into the catalogue; a failed English download rejects and leaves the page Japanese. */
export const applyLanguage = async (
  language: Language,
  doc: Document | undefined = globalThis.document,
): Promise<void> => {
  putTexts(language, language === 'en' ? await loadEnglish() : undefined, doc);
};

/** Puts texts already at hand into the catalogue (Japanese when none are given); `applyLanguage` downloads them. */
export const putTexts = (
  language: Language,
  texts: object | undefined,
  doc: Document | undefined = globalThis.document,
) => {
  fill(ja as unknown as Texts, texts ? (texts as Texts) : japanese);
  active = language;
  english = texts ? (texts as Texts) : undefined;
  if (doc) doc.documentElement.lang = language;
};

/** The choice kept on the device, then the page loads again in it (typed values are lost); false if refused. */
export const chooseLanguage = (
  language: Language,
  reload: () => void = () => window.location.reload(),
  win: Window = window,
) => {
  if (language === active) return true;
  if (!storeLanguage(language, win)) return false;
  reload();
  return true;
};

/**
 * A screen group's texts joining the catalogue when its chunk loads, in the language in use (English is copied into
 * the module's own object in place).
 */
export const registerScreenTexts = (key: keyof ScreenTexts, texts: object) => {
  const group = texts as Texts;
  (japanese as Record<string, Texts>)[key] = structuredClone(group);
  const englishGroup = english && (english as Record<string, Texts | string>)[key];
  if (typeof englishGroup === 'object') fill(group, englishGroup);
  (ja as unknown as Record<string, Texts>)[key] = group;
};
