import { diffName, sameName } from './name-diff';

describe('diffName', () => {
  it('marks only the characters of the latest name that changed', () => {
    expect(diffName('山田 太郎', '山田 太朗')).toEqual([
      { text: '山田 太', changed: false },
      { text: '朗', changed: true },
    ]);
  });

  it('marks a changed family name and keeps the rest', () => {
    expect(diffName('山田 花子', '佐藤 花子')).toEqual([
      { text: '佐藤', changed: true },
      { text: ' 花子', changed: false },
    ]);
  });

  it('marks added characters and nothing for removed ones', () => {
    expect(diffName('ヤマダ タロウ', 'ヤマダ タロー')).toEqual([
      { text: 'ヤマダ タロ', changed: false },
      { text: 'ー', changed: true },
    ]);
    expect(diffName('ABC', 'AC')).toEqual([{ text: 'AC', changed: false }]);
  });

  it('marks everything when nothing is shared, and nothing when equal', () => {
    expect(diffName('', '山田')).toEqual([{ text: '山田', changed: true }]);
    expect(diffName('山田', '山田')).toEqual([{ text: '山田', changed: false }]);
  });
});

it('sameName ignores half- and full-width spaces only', () => {
  expect(sameName('山田 太郎', '山田　太郎')).toBe(true);
  expect(sameName('山田太郎', '山田 太朗')).toBe(false);
  expect(sameName(undefined, '')).toBe(true);
});
