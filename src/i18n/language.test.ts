import { formatJapaneseDate, formatJapaneseLongDate } from '../lib/countdown';
import { validateInsurerNumber } from '../lib/insurer-number';
import { validateKatakana } from '../lib/kana';
import { validatePhoneNumber } from '../lib/phone';
import { MAY_HAVE_SUCCEEDED, mayHaveSucceededMessage } from '../identity/errors';
import { toLongDate } from '../ui/long-date';
import { en } from './en';
import { ja } from './ja';
import { applyLanguage, chooseLanguage, currentLanguage, registerScreenTexts } from './language';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './language-key';

// `ja` is the one catalogue object every screen imports; applyLanguage fills it with a language's texts.
const certificateGroup = ja.certificate;

afterEach(async () => {
  await applyLanguage('ja');
  localStorage.clear();
});

describe('applyLanguage', () => {
  it('fills the one catalogue with English and marks <html lang>, keeping the groups modules hold', async () => {
    await applyLanguage('en');
    expect(ja.signin.heading).toBe(en.signin.heading);
    expect(ja.disabled.reasons).toEqual(en.disabled.reasons);
    expect(certificateGroup.expiry).toBe(en.certificate.expiry);
    expect(document.documentElement.lang).toBe('en');
    expect(currentLanguage()).toBe('en');
  });

  it('puts a screen group that loads after English into the catalogue in English, then back in Japanese', async () => {
    // A group's module (src/i18n/screens) as its chunk would evaluate it on an English page.
    const inquiry = { ...structuredClone(ja.inquiry) };
    await applyLanguage('en');
    registerScreenTexts('inquiry', inquiry);
    expect(ja.inquiry).toBe(inquiry);
    expect(inquiry.heading).toBe(en.inquiry.heading);
    await applyLanguage('ja');
    expect(ja.inquiry.heading).toBe('お問い合わせ');
  });

  it('puts the Japanese texts back', async () => {
    await applyLanguage('en');
    await applyLanguage('ja');
    expect(ja.signin.heading).toBe('ログイン');
    expect(ja.eligibility.helpItems[0].title).toBe('マイナポータルで確認する');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('writes dates and validation messages in the language in use', async () => {
    expect(formatJapaneseLongDate('2026-04-01')).toBe('2026年4月1日');
    expect(formatJapaneseDate('2026-04-01')).toBe('2026年04月01日');
    await applyLanguage('en');
    expect(formatJapaneseLongDate('2026-04-01')).toBe('1 April 2026');
    expect(formatJapaneseDate('2026-04-01')).toBe('1 April 2026');
    expect(toLongDate('1985-12-31')).toBe('31 December 1985');
    expect(validateKatakana('yamada')).toBe(en.validation.katakana);
    expect(validateInsurerNumber('06139993')).toBe(en.validation.invalidInsurerNumber);
    expect(validatePhoneNumber('123')).toBe(en.validation.invalidPhone);
  });

  it('words an identity write that may already be made in the language in use (read when made, not at import)', async () => {
    await applyLanguage('en');
    expect(mayHaveSucceededMessage({ name: MAY_HAVE_SUCCEEDED, message: 'smsMfa' })).toBe(en.mayHaveSucceeded.setting);
    expect(mayHaveSucceededMessage({ name: MAY_HAVE_SUCCEEDED, message: 'changePassword' })).toBe(
      en.mayHaveSucceeded.password,
    );
  });

  it('keeps the kana rule itself: hiragana is still accepted in English', async () => {
    await applyLanguage('en');
    expect(validateKatakana('ヤマダ')).toBeUndefined();
  });
});

describe('the device choice', () => {
  it('is Japanese unless English was stored', () => {
    expect(storedLanguage()).toBe('ja');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('ja');
  });

  it('chooseLanguage stores the choice and loads the page again; choosing the language in use does nothing', () => {
    const reload = jest.fn();
    chooseLanguage('ja', reload);
    expect(reload).not.toHaveBeenCalled();
    chooseLanguage('en', reload);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
