import { useNavigate } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { EntryBusy } from '../../ui/EntryBusy';
import { useServiceEntry } from '../../routing/use-service-entry';

/** /account/eligibility-certificate: an agreed member continues to the certificate's proceed screen. */
export const Component = () => {
  const navigate = useNavigate();
  useServiceEntry('eligibility-certificate', 'CertificateTerms', () =>
    navigate(pathFor('CertificateProceed'), { replace: true }),
  );
  return <EntryBusy title={ja.titles.EligibilityCertificateSignin} />;
};
