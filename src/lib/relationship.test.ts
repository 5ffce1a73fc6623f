import { isRelationshipCode, relationshipDisplay, relationshipLabel } from './relationship';

// Every code of spec section 3 with the glossary's label, written out here rather than read from the catalogue.
const family: Array<[string, string]> = [
  ['11', '父'],
  ['12', '母'],
  ['13', '祖父'],
  ['14', '祖母'],
  ['15', '曽祖父'],
  ['16', '曽祖母'],
  ['17', '養父'],
  ['18', '養母'],
  ['21', '夫'],
  ['22', '妻'],
  ['30', '子'],
  ['31', '長男'],
  ['32', '二男'],
  ['33', '三男'],
  ['34', '四男'],
  ['35', '五男'],
  ['36', '六男'],
  ['37', '七男'],
  ['38', '養子'],
  ['41', '長女'],
  ['42', '二女'],
  ['43', '三女'],
  ['44', '四女'],
  ['45', '五女'],
  ['46', '六女'],
  ['47', '七女'],
  ['48', '養女'],
  ['51', '兄'],
  ['52', '姉'],
  ['53', '弟'],
  ['54', '妹'],
  ['55', '孫'],
  ['56', '曽孫'],
  ['61', '伯父'],
  ['62', '伯母'],
  ['63', '叔父'],
  ['64', '叔母'],
  ['65', '甥'],
  ['66', '姪'],
  ['71', '義父'],
  ['72', '義母'],
  ['73', '義祖父'],
  ['74', '義祖母'],
  ['75', '義兄'],
  ['76', '義姉'],
  ['77', '義弟'],
  ['78', '義妹'],
  ['79', '義理の子'],
  ['80', 'その他の姻族'],
  ['99', 'その他'],
];

describe('relationship', () => {
  it('shows 00 as the insured person', () => {
    expect(relationshipDisplay('00')).toBe('被保険者');
    expect(relationshipLabel('00')).toBe('本人');
  });

  it.each(family)('shows %s as 家族（%s）', (code, label) => {
    expect(relationshipLabel(code)).toBe(label);
    expect(relationshipDisplay(code)).toBe(`家族（${label}）`);
  });

  it('knows exactly the spec codes', () => {
    const known = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter(isRelationshipCode);
    expect(known).toEqual(['00', ...family.map(([code]) => code)]);
  });

  it.each([
    '01',
    '19',
    '20',
    '23',
    '39',
    '49',
    '57',
    '60',
    '67',
    '70',
    '81',
    '98',
    '0',
    '000',
    '1',
    ' 11',
    '',
    'ab',
    null,
    undefined,
    11,
    0,
  ])('shows unknown %j as 家族（不明な関係）', (code) => {
    expect(relationshipLabel(code)).toBeUndefined();
    expect(relationshipDisplay(code)).toBe('家族（不明な関係）');
  });

  it('does not take inherited object keys for codes', () => {
    expect(relationshipDisplay('toString')).toBe('家族（不明な関係）');
  });
});
