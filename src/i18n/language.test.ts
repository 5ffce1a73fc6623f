import { formatJapaneseDate, formatJapaneseLongDate } from '../lib/countdown';
import { validateInsurerNumber } from '../lib/insurer-number';
import { validateKatakana } from '../lib/kana';
import { validatePhoneNumber } from '../lib/phone';
import { MAY_HAVE_SUCCEEDED, mayHaveSucceededMessage } from '../identity/errors';
import { toLongDate } from '../ui/long-date';
import { en } from './en';
import { ja } from './ja';
import { applyLanguage, chooseLanguage, currentLanguage, registerScreenTexts } from './language';
import { LANGUAGE_COOKIE, languageInCookies, storedLanguage, storeLanguage } from './language-key';

// `ja` is the one catalogue object every screen imports; applyLanguage fills it with a language's texts.
const certificateGroup = ja.certificate;

afterEach(async () => {
  await applyLanguage('ja');
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
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
  const english = `${LANGUAGE_COOKIE}=en`;
  /** A window whose cookies are written to `written` and read from `cookies` (a browser that keeps or refuses them). */
  const windowWith = (protocol: string, keeps: boolean) => {
    const written: string[] = [];
    let cookies = '';
    const win = {
      location: { protocol },
      document: {
        get cookie() {
          return cookies;
        },
        set cookie(value: string) {
          written.push(value);
          if (keeps) cookies = value.includes('max-age=0') ? '' : (value.split(';')[0] ?? '');
        },
      },
    } as unknown as Window;
    return { win, written };
  };

  it('is Japanese unless the English cookie is there', () => {
    expect(storedLanguage()).toBe('ja');
    document.cookie = `${LANGUAGE_COOKIE}=fr; path=/`;
    expect(storedLanguage()).toBe('ja');
    document.cookie = `x${english}; path=/`;
    expect(storedLanguage()).toBe('ja');
    document.cookie = `x${LANGUAGE_COOKIE}=; max-age=0; path=/`;
    document.cookie = `${english}; path=/`;
    expect(storedLanguage()).toBe('en');
    expect(languageInCookies(`a=b; ${english}; c=d`)).toBe('en');
    expect(languageInCookies('')).toBe('ja');
  });

  it('chooseLanguage keeps the choice as a cookie (English) or removes it (Japanese), then loads the page again', async () => {
    const reload = jest.fn();
    chooseLanguage('ja', reload);
    expect(reload).not.toHaveBeenCalled();
    chooseLanguage('en', reload);
    expect(document.cookie.split('; ')).toContain(english);
    expect(reload).toHaveBeenCalledTimes(1);
    await applyLanguage('en');
    chooseLanguage('ja', reload);
    expect(storedLanguage()).toBe('ja');
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('writes a cookie for the whole site, for a year, same-site only, HTTPS-only on an HTTPS page', () => {
    const { win, written } = windowWith('https:', true);
    expect(storeLanguage('en', win)).toBe(true);
    expect(written).toEqual([`${english}; max-age=31536000; path=/; samesite=lax; secure`]);
    expect(storeLanguage('ja', win)).toBe(true);
    expect(written[1]).toBe(`${LANGUAGE_COOKIE}=; max-age=0; path=/; samesite=lax; secure`);
  });

  it('changes nothing when the browser refuses the cookie: the page is not loaded again', () => {
    const { win } = windowWith('http:', false);
    const reload = jest.fn();
    chooseLanguage('en', reload, win);
    expect(reload).not.toHaveBeenCalled();
  });
});
