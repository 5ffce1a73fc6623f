import { useNavigate } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { redirectWhenCertificateTermsAgreed, requireCertificateAllowed } from './guards';
import { composeGuards } from '../../routing/guards';
import { pathFor } from '../../routing/route-names';
import { PageHeading } from '../../ui/PageHeading';
import { ServiceTermsForm } from '../../ui/ServiceTermsForm';
import { useServiceRegistration } from '../../routing/use-service-registration';

export const pageLoader = composeGuards(requireCertificateAllowed, redirectWhenCertificateTermsAgreed);

/** /eligibility-certificate/terms-of-service: the in-app policy pages; accepting registers the service, then proceed. */
export const Component = () => {
  const navigate = useNavigate();
  const register = useServiceRegistration();
  return (
    <>
      <PageHeading>{ja.titles.CertificateTerms}</PageHeading>
      <ServiceTermsForm
        terms={{ href: pathFor('CertificateTermsPolicy'), external: false }}
        privacy={{ href: pathFor('CertificatePrivacyPolicy'), external: false }}
        onAccept={async () => {
          const outcome = await register({ service_code: 'eligibility-certificate', email_marketing_consent: false });
          if (!outcome.ok) return outcome.message;
          navigate(pathFor('CertificateProceed'), { replace: true });
          return undefined;
        }}
      />
    </>
  );
};
