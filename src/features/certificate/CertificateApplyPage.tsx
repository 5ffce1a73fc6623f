import { Text } from '@chakra-ui/react';
import { useGetCertificateReasonsQuery, useGetNewCertificateApplicationQuery } from '../../api';
import { ja } from '../../i18n/ja';
import { toErrorMessage } from '../../lib/error-message';
import { requireCertificateAllowed, requireCertificateTermsAgreed, requireSmsMfa } from './guards';
import { composeGuards } from '../../routing/guards';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';
import { ApplyForm } from './ApplyForm';
import { injectCertificateSlice } from './certificate-slice';

// No check of the latest application here: re-applying (after expiring the active one) is this screen's purpose.
const guards = composeGuards(requireCertificateAllowed, requireCertificateTermsAgreed, requireSmsMfa);

/** The page's guards; the feature's own slice (the apply draft) is plugged into the store first. */
export const pageLoader: typeof guards = (context) => {
  injectCertificateSlice(context.store);
  return guards(context);
};

/** /eligibility-certificate/apply: reason and per-member addresses, confirmed, then the certificate. */
export const Component = () => {
  const reasons = useGetCertificateReasonsQuery();
  const applicants = useGetNewCertificateApplicationQuery();
  const failure = reasons.error ?? applicants.error;
  return (
    <>
      <PageHeading>{ja.titles.CertificateApply}</PageHeading>
      {failure ? <FormAlert>{toErrorMessage(failure)}</FormAlert> : null}
      {(reasons.isLoading || applicants.isLoading) && !failure ? <Text>{ja.common.loading}</Text> : null}
      {reasons.data && applicants.data ? (
        <ApplyForm members={applicants.data.members} reasons={reasons.data.reasons} />
      ) : null}
    </>
  );
};
