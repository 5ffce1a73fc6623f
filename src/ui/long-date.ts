import { isValid, parseISO } from 'date-fns';
import { formatCalendarDate } from '../i18n/dates';

/** An API date (yyyy-MM-dd) as a long date in the catalogue's language; no date-fns locale is shipped. */
export const toLongDate = (isoDate: string | null | undefined): string | undefined => {
  if (!isoDate) return undefined;
  const date = parseISO(isoDate);
  return isValid(date) ? formatCalendarDate(date, 'long') : undefined;
};
