import { Box, Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { formatCountdown, formatJapaneseDate } from '../../lib/countdown';
import { pathFor } from '../../routing/route-names';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { deleteSavedCertificate } from './saved-certificate';
import { useCountdown } from './use-countdown';

/**
 * The expiry date and the count-down to it from the device's clock; at zero the modal that only leads home, and a copy
 * saved on this device is deleted (an expired certificate is never shown again, online or not). The member may stop
 * showing the ticking count-down (WCAG 2.2.2): only its display stops; the expiry and its modal come as before.
 */
export const CertificateExpiry = ({ expiredAt }: { expiredAt: string }) => {
  const navigate = useNavigate();
  const left = useCountdown(expiredAt);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (left.expired) deleteSavedCertificate();
  }, [left.expired]);
  return (
    <>
      <Box borderWidth="2px" borderColor="blue.600" borderRadius="md" p="4" mb="6">
        <dl>
          <Box display="flex" gap="4">
            <Box as="dt" fontWeight="bold">
              {ja.certificate.expiry}
            </Box>
            <Box as="dd">{formatJapaneseDate(expiredAt)}</Box>
          </Box>
          <Box display="flex" gap="4">
            <Box as="dt" fontWeight="bold">
              {ja.certificate.remaining}
            </Box>
            {/* Not a live region: announcing every second would drown a screen reader. */}
            {hidden ? (
              <Box as="dd">{ja.certificate.remainingHidden}</Box>
            ) : (
              <Box as="dd" fontFamily="mono" fontSize="xl" data-testid="certificate-countdown">
                {formatCountdown(left)}
              </Box>
            )}
          </Box>
        </dl>
        <Button
          variant="outline"
          size="sm"
          mt="3"
          aria-pressed={hidden}
          onClick={() => setHidden((wasHidden) => !wasHidden)}
        >
          {ja.certificate.hideRemaining}
        </Button>
      </Box>
      {/* No cancel: the expired certificate must not stay on screen, only the way home is offered. */}
      <ConfirmModal
        open={left.expired}
        title={ja.certificate.expired}
        confirmLabel={ja.certificate.home}
        onConfirm={() => navigate(pathFor('AccountHome'), { replace: true })}
      />
    </>
  );
};
