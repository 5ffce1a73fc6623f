import { isValid, parseISO } from 'date-fns';
import { formatCalendarDate } from '../i18n/dates';

/**
 * An API date (yyyy-MM-dd) as a long date in the catalogue's language (1985年4月1日, 1 April 1985); undefined when
 * absent or malformed. No date-fns locale is shipped: the catalogue holds the template and the month names.
 */
export const toLongDate = (isoDate: string | null | undefined): string | undefined => {
  if (!isoDate) return undefined;
  const date = parseISO(isoDate);
  return isValid(date) ? formatCalendarDate(date, 'long') : undefined;
};
