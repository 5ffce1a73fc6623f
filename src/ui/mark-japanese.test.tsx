import { render } from '@testing-library/react';
import { applyLanguage } from '../i18n/language';
import { markJapanese, memberDataLang } from './mark-japanese';

afterEach(() => applyLanguage('ja'));

describe('markJapanese (WCAG 3.1.2, language of parts)', () => {
  it('on an English page puts each Japanese run in <span lang="ja">, the English around it as it was', async () => {
    await applyLanguage('en');
    const { container } = render(
      <p>{markJapanese('The insurer number (保険者番号), symbol (記号) and e.g. ヤマダ.')}</p>,
    );
    expect(container.querySelector('p')).toHaveTextContent(
      /^The insurer number \(保険者番号\), symbol \(記号\) and e\.g\. ヤマダ\.$/,
    );
    expect([...container.querySelectorAll('span[lang="ja"]')].map((span) => span.textContent)).toEqual([
      '保険者番号',
      '記号',
      'ヤマダ',
    ]);
  });

  it('leaves a Japanese page, and an English text without Japanese, as plain text', async () => {
    expect(markJapanese('保険者番号')).toBe('保険者番号');
    await applyLanguage('en');
    expect(markJapanese('Insurer name')).toBe('Insurer name');
  });
});

describe("memberDataLang (a member's own Japanese name or kana)", () => {
  it('is ja on an English page, nothing on a Japanese one or for an empty value', async () => {
    expect(memberDataLang('ヤマダ タロウ')).toBeUndefined();
    await applyLanguage('en');
    expect(memberDataLang('ヤマダ タロウ')).toBe('ja');
    expect(memberDataLang('')).toBeUndefined();
    expect(memberDataLang(undefined)).toBeUndefined();
  });
});
