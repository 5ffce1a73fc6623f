import { accessibilityEn, accessibilityJa } from './accessibility-statement';
import { cardTerms, en } from './en';
import { ja } from './ja';
import { languageChoice } from './screens/language-choice';

type Leaf = [path: string, text: string];
const leaves = (value: unknown, path = ''): Leaf[] => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  throw new Error(`${path} is neither text nor a group of texts`);
};

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
const japaneseRuns = (text: string) => text.match(/[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]+/g) ?? [];

const jaTexts = new Map(leaves(ja));
const enTexts = new Map(leaves(en));

describe('en catalogue', () => {
  // Compile time already refuses a missing or extra key (CatalogueText); this checks the object as it runs.
  it('has exactly the texts of ja, list items included', () => {
    expect([...enTexts.keys()].sort()).toEqual([...jaTexts.keys()].sort());
  });

  it('has no empty text', () => {
    expect([...enTexts].filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([]);
  });

  it('uses the same placeholders as ja in every template (dates choose their own)', () => {
    const differing = [...jaTexts]
      .filter(([path]) => !path.startsWith('dates.'))
      .filter(([path, text]) => placeholdersOf(text).join() !== placeholdersOf(enTexts.get(path) ?? '').join())
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });

  it('shows Japanese only as the card terms listed, beside their English, and the name of Japanese itself', () => {
    const allowed = new Set<string>(cardTerms);
    // Said in the language chosen: Japanese, chosen on an English page.
    const inJapanese = new Set(['languageChoice.notKept.ja']);
    const stray = [...enTexts].flatMap(([path, text]) =>
      inJapanese.has(path)
        ? []
        : japaneseRuns(text)
            .filter((run) => !allowed.has(run))
            .map((run) => `${path}: ${run}`),
    );
    expect(stray).toEqual([]);
  });

  it('gives each route its own title', () => {
    const values = Object.values(en.titles);
    expect(new Set(values).size).toBe(values.length);
  });

  it('names the card fields in English with the Japanese term beside them', () => {
    expect(en.eligibility.insurerNumber).toBe('Insurer number (保険者番号)');
    expect(en.eligibility.kigou).toBe('Symbol (記号)');
    expect(en.eligibility.bangou).toBe('Number (番号)');
    expect(en.eligibility.edaban).toBe('Branch number (枝番)');
    expect(en.relationship.insured).toBe('Insured person (被保険者)');
    expect(en.services.eligibilityCertificate.name).toBe('Eligibility certificate (資格確認書)');
  });

  it('says in English that a kana field needs katakana', () => {
    expect(en.validation.katakana).toMatch(/^Enter this in katakana/);
  });

  it('names both languages in themselves, in both catalogues', () => {
    expect(en.language).toEqual(ja.language);
    expect(ja.language).toEqual({ ja: '日本語', en: 'English' });
    // The switch's word when a choice is refused, in the language chosen: the same in both catalogues.
    expect(en.languageChoice).toEqual(languageChoice);
    expect(japaneseRuns(languageChoice.notKept.en)).toEqual([]);
    expect(japaneseRuns(languageChoice.notKept.ja)).not.toEqual([]);
  });

  it('has twelve month names', () => {
    expect(en.dates.monthNames).toHaveLength(12);
    expect(ja.dates.monthNames).toHaveLength(12);
  });
});

describe('the accessibility statement texts (loaded with their page, src/i18n/accessibility-statement.ts)', () => {
  const jaStatement = new Map(leaves(accessibilityJa));
  const enStatement = new Map(leaves(accessibilityEn));

  it('has every Japanese key in English, and no other', () => {
    expect([...enStatement.keys()].sort()).toEqual([...jaStatement.keys()].sort());
  });

  it('uses the same placeholders, and Japanese only for the claim words', () => {
    expect(
      [...jaStatement].filter(
        ([path, text]) => placeholdersOf(text).join() !== placeholdersOf(enStatement.get(path) ?? '').join(),
      ),
    ).toEqual([]);
    const allowed = new Set<string>(cardTerms);
    expect(
      [...enStatement].flatMap(([path, text]) =>
        japaneseRuns(text)
          .filter((run) => !allowed.has(run))
          .map((run) => `${path}: ${run}`),
      ),
    ).toEqual([]);
  });

  it('names the 38 WCAG 2.0 A/AA success criteria in both languages', () => {
    expect(Object.keys(accessibilityJa.criteria)).toHaveLength(38);
    expect(Object.keys(accessibilityEn.criteria)).toEqual(Object.keys(accessibilityJa.criteria));
  });
});
