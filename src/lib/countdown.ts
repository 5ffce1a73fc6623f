import { isValid, parseISO } from 'date-fns';
import { formatCalendarDate, type DateStyle } from '../i18n/dates';

export interface Remaining {
  totalSeconds: number;
  hh: number;
  mm: number;
  ss: number;
  expired: boolean;
}

/**
 * Time left, from the two instants alone so a tick after the tab slept is still right; partial seconds round up. An
 * invalid expiry counts as expired, so a broken value never shows as a valid certificate.
 */
export const remaining = (expiredAt: Date, now: Date): Remaining => {
  const milliseconds = expiredAt.getTime() - now.getTime();
  if (!Number.isFinite(milliseconds) || milliseconds <= 0)
    return { totalSeconds: 0, hh: 0, mm: 0, ss: 0, expired: true };
  const totalSeconds = Math.ceil(milliseconds / 1000);
  return {
    totalSeconds,
    hh: Math.floor(totalSeconds / 3600),
    mm: Math.floor((totalSeconds % 3600) / 60),
    ss: totalSeconds % 60,
    expired: false,
  };
};

const pad2 = (value: number) => String(value).padStart(2, '0');

/** hh:mm:ss; hours are padded to two digits and simply grow beyond 99. */
export const formatCountdown = ({ hh, mm, ss }: Pick<Remaining, 'hh' | 'mm' | 'ss'>): string =>
  `${pad2(hh)}:${pad2(mm)}:${pad2(ss)}`;

/** Date-only strings are read as local dates (parseISO), not UTC midnight, which could shift the day shown. */
export const toDate = (value: Date | string | number): Date => {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseISO(value) : new Date(value);
};

const formatOrEmpty = (value: Date | string | number | null | undefined, style: DateStyle): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? formatCalendarDate(date, style) : '';
};

/** The certificate expiry date: yyyy年MM月dd日 (zero-padded; in English "1 April 2026"). Empty for a missing or invalid date. */
export const formatJapaneseDate = (value: Date | string | number | null | undefined): string =>
  formatOrEmpty(value, 'padded');

/** A birth date as Japanese write it in prose: 1990年4月1日 (in English "1 April 1990"). Empty for a missing or invalid date. */
export const formatJapaneseLongDate = (value: Date | string | number | null | undefined): string =>
  formatOrEmpty(value, 'long');
