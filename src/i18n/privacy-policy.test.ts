import { privacyPolicy } from './privacy-policy';

const allText = [
  privacyPolicy.title,
  ...privacyPolicy.preamble,
  ...privacyPolicy.sections.flatMap((section) => [
    section.heading,
    ...section.paragraphs,
    ...(section.items ?? []).flatMap((item) =>
      typeof item === 'string' ? [item] : [item.text, ...(item.children ?? [])],
    ),
    ...(section.closing ?? []),
  ]),
  ...privacyPolicy.signature,
].join('\n');

describe('privacy policy', () => {
  it('was last updated on 2025-10-01', () => {
    expect(privacyPolicy.lastUpdatedIso).toBe('2025-10-01');
    expect(privacyPolicy.lastUpdated).toBe('2025年10月1日');
    expect(privacyPolicy.signature).toContain('最終更新日：2025年10月1日');
  });

  it('states the disclosure request fee of 1,000 yen tax included', () => {
    expect(allText).toContain('1,000円（税込）');
  });

  it.each(['利用目的', '第三者への提供', '安全管理措置', '開示等の請求', 'お問い合わせ窓口'])(
    'has a section on %s',
    (topic) => {
      expect(privacyPolicy.sections.some((section) => section.heading.includes(topic))).toBe(true);
    },
  );

  it('numbers its articles in order', () => {
    privacyPolicy.sections.forEach((section, index) => {
      expect(section.heading.startsWith(`第${index + 1}条（`)).toBe(true);
    });
  });

  it('has no empty text', () => {
    expect(allText.split('\n').filter((line) => line.trim() === '')).toEqual([]);
  });
});
