import { daysLeft, expiryCalendar, remindsOfExpiry } from './expiry-reminder';

const NOW = new Date(2026, 10, 28, 9, 0);

describe('the expiry reminder', () => {
  it('counts whole days left, up, and shows from 30 days before the expiry until it', () => {
    expect(daysLeft(new Date(2026, 10, 28, 18, 0).toISOString(), NOW)).toBe(1);
    expect(daysLeft(new Date(2026, 11, 28, 9, 0).toISOString(), NOW)).toBe(30);
    expect(remindsOfExpiry(new Date(2026, 11, 28, 9, 0).toISOString(), NOW)).toBe(true);
    expect(remindsOfExpiry(new Date(2026, 11, 28, 9, 1).toISOString(), NOW)).toBe(false);
    expect(remindsOfExpiry(new Date(2026, 10, 28, 8, 59).toISOString(), NOW)).toBe(false);
    expect(daysLeft('not a date', NOW)).toBe(0);
  });

  it('writes an iCalendar all-day event on the expiry date with a week’s alarm, escaped and folded by octets', () => {
    const title = '資格確認書の有効期限';
    const description = '期限が切れる前に、会員情報サイトで再申請してください。手続きは;と,を含みます\\';
    const text = expiryCalendar({ expiredAt: '2026-12-20T23:59:59+09:00', title, description, now: NOW });
    const lines = text.split('\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261220');
    expect(lines).toContain('DTEND;VALUE=DATE:20261221');
    expect(lines).toContain('TRIGGER;RELATED=START:-P7D');
    expect(lines).toContain(`DTSTAMP:${NOW.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${title}\r\n`);
    expect(unfolded).toContain(
      'DESCRIPTION:期限が切れる前に、会員情報サイトで再申請してください。手続きは\\;と\\,を含みます\\\\\r\n',
    );
  });
});
