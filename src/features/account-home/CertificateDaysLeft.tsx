import { Text } from '@chakra-ui/react';
import { useGetLatestCertificateApplicationQuery } from '../../api';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/expiry-reminder';
import { daysLeft, remindsOfExpiry } from '../../lib/expiry-reminder';

/**
 * The certificate card's line with the days left of the issued certificate, 30 or fewer (as the certificate screen
 * says it). Read after the list is on screen and shown when the answer comes; no application, an inactive or expired
 * one, or a failed read: no line.
 */
export const CertificateDaysLeft = () => {
  const { data } = useGetLatestCertificateApplicationQuery();
  const now = new Date();
  if (!data?.is_active || !remindsOfExpiry(data.expired_at, now)) return null;
  return (
    <Text fontWeight="bold" color="red.700" data-testid="service-certificate-days-left">
      {format(ja.expiryReminder.daysLeft, { days: daysLeft(data.expired_at, now) })}
    </Text>
  );
};
