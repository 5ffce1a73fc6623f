import { Button, Text } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import '../../i18n/screens/expiry-reminder';
import { format } from '../../i18n/format';
import { daysLeft, expiryCalendar, remindsOfExpiry } from '../../lib/expiry-reminder';

/** The calendar file, made here and handed to the browser as a download (no server involved). */
const downloadCalendar = (expiredAt: string) => {
  const text = expiryCalendar({
    expiredAt,
    title: ja.certificate.calendarTitle,
    description: ja.certificate.calendarDescription,
    now: new Date(),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'certificate-expiry.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** 30 days or fewer before the expiry: how many are left, and the expiry as a calendar event. */
export const ExpiryReminder = ({ expiredAt }: { expiredAt: string }) => {
  const now = new Date();
  if (!remindsOfExpiry(expiredAt, now)) return null;
  return (
    <>
      <Text fontWeight="bold" color="red.700" mb="2" data-testid="certificate-days-left">
        {format(ja.expiryReminder.daysLeft, { days: daysLeft(expiredAt, now) })}
      </Text>
      <Button variant="outline" mb="6" onClick={() => downloadCalendar(expiredAt)}>
        {ja.certificate.addToCalendar}
      </Button>
    </>
  );
};
