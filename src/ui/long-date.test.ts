import { toLongDate } from './long-date';

it('formats an API date as a Japanese long date', () => {
  expect(toLongDate('1985-04-01')).toBe('1985年4月1日');
  expect(toLongDate('2000-12-31')).toBe('2000年12月31日');
});

it('gives undefined for a missing or malformed date', () => {
  expect(toLongDate(null)).toBeUndefined();
  expect(toLongDate('')).toBeUndefined();
  expect(toLongDate('not-a-date')).toBeUndefined();
});
