import { toDate } from './countdown';

/** From how many days before its expiry the certificate says how many are left. */
export const REMIND_WITHIN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until the expiry, counted up (a certificate expiring later today has 1 day); 0 once expired. */
export const daysLeft = (expiredAt: string, now: Date): number => {
  const milliseconds = toDate(expiredAt).getTime() - now.getTime();
  return Number.isFinite(milliseconds) && milliseconds > 0 ? Math.ceil(milliseconds / DAY_MS) : 0;
};

/** Whether the reminder shows: 30 days or fewer left, not yet expired. */
export const remindsOfExpiry = (expiredAt: string, now: Date) => {
  const days = daysLeft(expiredAt, now);
  return days > 0 && days <= REMIND_WITHIN_DAYS;
};

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** RFC 5545 folding: lines of at most 75 octets, a multi-byte character never split. */
const fold = (line: string) => {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (encoder.encode(current + char).length > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const pad2 = (value: number) => String(value).padStart(2, '0');
const dateValue = (date: Date) => `${date.getFullYear()}${pad2(date.getMonth() + 1)}${pad2(date.getDate())}`;
const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * A calendar file (iCalendar) with one all-day event on the expiry date, in the device's time zone, and an alarm a
 * week before. Made in the browser from the certificate on screen; nothing is sent anywhere.
 */
export const expiryCalendar = ({
  expiredAt,
  title,
  description,
  now,
}: {
  expiredAt: string;
  title: string;
  description: string;
  now: Date;
}) => {
  const day = toDate(expiredAt);
  const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//member-portal//certificate-expiry//JA',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:certificate-expiry-${dateValue(day)}@member-portal`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${dateValue(day)}`,
    `DTEND;VALUE=DATE:${dateValue(next)}`,
    `SUMMARY:${escapeText(title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(title)}`,
    'TRIGGER;RELATED=START:-P7D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
};
