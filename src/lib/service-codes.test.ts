import { isServiceCode, parseServiceCode, SERVICE_CODES } from './service-codes';

describe('service codes', () => {
  it.each(['otc', 'my-kenshin', 'eligibility-certificate'])('parses %s', (code) => {
    expect(parseServiceCode(code)).toBe(code);
    expect(isServiceCode(code)).toBe(true);
  });

  it.each([
    undefined,
    null,
    '',
    'OTC',
    ' otc',
    'my_kenshin',
    'shop',
    'https://evil.example',
    1,
    ['otc'],
    { code: 'otc' },
  ])('ignores %j', (value) => {
    expect(parseServiceCode(value)).toBeUndefined();
  });

  it('lists exactly the three API codes', () => {
    expect(SERVICE_CODES).toEqual(['otc', 'my-kenshin', 'eligibility-certificate']);
  });
});
