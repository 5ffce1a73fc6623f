import { ja, type ScreenTexts } from './ja';
import { LANGUAGE_STORAGE_KEY, type Language } from './language-key';

/**
 * One catalogue object (`ja` of ./ja, imported by every screen) holds the texts of the language in use. Japanese is
 * the default and what the entry ships; English is a chunk of its own (`on-demand-en`), downloaded only when the
 * device's choice is English and copied into the same object, key by key, before React's first render (src/main.tsx).
 * So no call site changes, and a screen reads its texts at render time as before. The texts are read when rendering
 * (never copied into module-level constants), so the copy reaches every screen.
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

/** The language the catalogue holds now. */
export const currentLanguage = (): Language => active;

/** The English catalogue (its own chunk). */
export const loadEnglish = () => import(/* webpackChunkName: "on-demand-en" */ './en').then((module) => module.en);

/**
 * Puts `language`'s texts into the catalogue and marks the document (`<html lang>`). English waits for its chunk;
 * a failed download leaves the page Japanese (rejects), as it would be without a choice.
 */
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

/**
 * The member's choice: kept on the device (localStorage, nothing personal), then the page loads again in that
 * language (what was typed into a form on the page is not kept). A storage that refuses the write (rare) changes nothing.
 */
export const chooseLanguage = (
  language: Language,
  reload: () => void = () => window.location.reload(),
  win: Window = window,
) => {
  if (language === active) return;
  try {
    win.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    return;
  }
  reload();
};

/**
 * A screen group's Japanese texts (a module of ./screens) joining the catalogue when its chunk loads: it becomes
 * `ja[key]`, in the language in use (English is copied into it in place, so the module's object and `ja[key]` are one).
 * Kept for a later switch back to Japanese too.
 */
export const registerScreenTexts = (key: keyof ScreenTexts, texts: object) => {
  const group = texts as Texts;
  (japanese as Record<string, Texts>)[key] = structuredClone(group);
  const englishGroup = english && (english as Record<string, Texts | string>)[key];
  if (typeof englishGroup === 'object') fill(group, englishGroup);
  (ja as unknown as Record<string, Texts>)[key] = group;
};
