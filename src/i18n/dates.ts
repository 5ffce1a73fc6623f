import { format } from './format';
import { ja } from './ja';

export type DateStyle = 'long' | 'padded';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A calendar date in the catalogue's language: `long` 1990年4月1日, `padded` 2025年01月05日 (the certificate's). */
export const formatCalendarDate = (date: Date, style: DateStyle): string => {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const template: string = ja.dates[style];
  return format(template, {
    year: date.getFullYear(),
    month,
    monthName: ja.dates.monthNames[month - 1] ?? String(month),
    day,
    mm: pad2(month),
    dd: pad2(day),
  });
};
