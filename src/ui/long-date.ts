import { isValid, lightFormat, parseISO } from 'date-fns';

/**
 * An API date (yyyy-MM-dd) as a Japanese long date, e.g. 1985年4月1日; undefined when absent or malformed.
 * lightFormat, not format with the ja locale: the same text without shipping a locale to the browser.
 */
export const toLongDate = (isoDate: string | null | undefined): string | undefined => {
  if (!isoDate) return undefined;
  const date = parseISO(isoDate);
  return isValid(date) ? lightFormat(date, 'yyyy年M月d日') : undefined;
};
