import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExpireLatestCertificateApplicationMutation } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { toErrorMessage } from '../../lib/error-message';
import { requireCertificateAllowed, requireCertificateState, requireCertificateTermsAgreed } from './guards';
import { composeGuards } from '../../routing/guards';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';

// With no application at all there is nothing to show or to expire: straight to apply.
export const pageLoader = composeGuards(
  requireCertificateAllowed,
  requireCertificateTermsAgreed,
  requireCertificateState(false, 'CertificateApply'),
);

/**
 * /eligibility-certificate/proceed: show the certificate, or re-apply (expire the latest application, then apply),
 * which cannot be undone and so is confirmed first.
 */
export const Component = () => {
  const navigate = useNavigate();
  const [expire, { isLoading }] = useExpireLatestCertificateApplicationMutation();
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const reapply = async () => {
    try {
      await expire().unwrap();
      navigate(pathFor('CertificateApply'));
    } catch (failure) {
      setConfirming(false);
      setError(toErrorMessage(failure));
    }
  };

  return (
    <>
      <PageHeading>{ja.titles.CertificateProceed}</PageHeading>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Text mb="6">{ja.certificate.proceedLead}</Text>
      <Stack gap="6" maxW="md">
        <BusyButton onClick={() => navigate(pathFor('Certificate'))} disabled={isLoading} data-step="Certificate">
          {ja.certificate.show}
        </BusyButton>
        <Stack gap="2">
          <BusyButton
            variant="outline"
            busy={isLoading}
            onClick={() => {
              setError(undefined);
              setConfirming(true);
            }}
            aria-describedby="reapply-note"
          >
            {ja.certificate.reapply}
          </BusyButton>
          <Text id="reapply-note" fontSize="sm" color="gray.700">
            {ja.certificate.reapplyNote}
          </Text>
        </Stack>
      </Stack>
      <ConfirmModal
        open={confirming}
        title={ja.certificate.reapplyConfirm}
        confirmLabel={ja.certificate.reapply}
        busy={isLoading}
        onConfirm={() => void reapply()}
        onCancel={() => setConfirming(false)}
      >
        <Text>{ja.certificate.reapplyNote}</Text>
      </ConfirmModal>
    </>
  );
};
