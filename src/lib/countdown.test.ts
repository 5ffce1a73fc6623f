import { formatCountdown, formatJapaneseDate, formatJapaneseLongDate, remaining, toDate } from './countdown';

const at = (iso: string) => new Date(iso);

describe('remaining', () => {
  const expiry = at('2025-10-01T12:00:00Z');

  it('splits the time left into hours, minutes and seconds', () => {
    expect(remaining(expiry, at('2025-10-01T10:58:57Z'))).toEqual({
      totalSeconds: 3663,
      hh: 1,
      mm: 1,
      ss: 3,
      expired: false,
    });
  });

  it('rounds partial seconds up so zero means expired', () => {
    expect(remaining(expiry, at('2025-10-01T11:59:59.001Z'))).toEqual({
      totalSeconds: 1,
      hh: 0,
      mm: 0,
      ss: 1,
      expired: false,
    });
    expect(remaining(expiry, at('2025-10-01T11:59:58.999Z')).totalSeconds).toBe(2);
  });

  it('is expired at and after the expiry, never negative', () => {
    expect(remaining(expiry, expiry)).toEqual({ totalSeconds: 0, hh: 0, mm: 0, ss: 0, expired: true });
    expect(remaining(expiry, at('2025-10-02T00:00:00Z'))).toEqual({
      totalSeconds: 0,
      hh: 0,
      mm: 0,
      ss: 0,
      expired: true,
    });
  });

  it('counts more than a day in hours', () => {
    expect(remaining(expiry, at('2025-09-27T11:00:00Z'))).toMatchObject({ hh: 97, mm: 0, ss: 0 });
  });

  it('treats an invalid expiry as expired', () => {
    expect(remaining(new Date('not a date'), expiry).expired).toBe(true);
  });

  it('depends only on the two instants (a jump of the clock is reflected at the next tick)', () => {
    const before = remaining(expiry, at('2025-10-01T11:00:00Z'));
    const afterSleep = remaining(expiry, at('2025-10-01T11:59:30Z'));
    expect([before.totalSeconds, afterSleep.totalSeconds]).toEqual([3600, 30]);
  });
});

describe('formatCountdown', () => {
  it.each([
    [{ hh: 0, mm: 0, ss: 0 }, '00:00:00'],
    [{ hh: 1, mm: 2, ss: 3 }, '01:02:03'],
    [{ hh: 23, mm: 59, ss: 59 }, '23:59:59'],
    [{ hh: 100, mm: 0, ss: 9 }, '100:00:09'],
  ])('%j → %s', (parts, text) => {
    expect(formatCountdown(parts)).toBe(text);
  });

  it('formats a remaining value directly', () => {
    expect(formatCountdown(remaining(at('2025-01-01T00:10:00Z'), at('2025-01-01T00:00:01Z')))).toBe('00:09:59');
  });
});

describe('Japanese dates', () => {
  it('formats the expiry date zero-padded', () => {
    expect(formatJapaneseDate(new Date(2025, 0, 5, 23, 59))).toBe('2025年01月05日');
    expect(formatJapaneseDate(new Date(2025, 11, 31))).toBe('2025年12月31日');
  });

  it('formats a birth date as prose', () => {
    expect(formatJapaneseLongDate(new Date(1990, 3, 1))).toBe('1990年4月1日');
    expect(formatJapaneseLongDate(new Date(2001, 11, 24))).toBe('2001年12月24日');
  });

  it('reads API date-only strings as calendar dates, whatever the time zone', () => {
    expect(formatJapaneseLongDate('1990-04-01')).toBe('1990年4月1日');
    expect(formatJapaneseDate('2025-10-01')).toBe('2025年10月01日');
    expect(toDate('1990-04-01').getDate()).toBe(1);
  });

  it('reads API timestamps', () => {
    const local = new Date(2025, 9, 1, 12, 0, 0);
    expect(formatJapaneseDate(local.toISOString())).toBe('2025年10月01日');
    expect(formatJapaneseDate(local.getTime())).toBe('2025年10月01日');
  });

  it.each([null, undefined, '', 'yesterday', new Date('x')])('shows nothing for %j', (value) => {
    expect(formatJapaneseDate(value)).toBe('');
    expect(formatJapaneseLongDate(value)).toBe('');
  });
});
