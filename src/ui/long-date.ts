import { format, isValid, parseISO } from 'date-fns';
import { ja as jaLocale } from 'date-fns/locale';

/** An API date (yyyy-MM-dd) as a Japanese long date, e.g. 1985年4月1日; undefined when absent or malformed. */
export const toLongDate = (isoDate: string | null | undefined): string | undefined => {
  if (!isoDate) return undefined;
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'PPP', { locale: jaLocale }) : undefined;
};
