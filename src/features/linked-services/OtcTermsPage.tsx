import { useNavigate } from 'react-router-dom';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { leaveForExternal, shopLoginUrl, shopReturnTo } from '../../routing/service-handoff';
import { PageHeading } from '../../ui/PageHeading';
import { ServiceTermsForm } from '../../ui/ServiceTermsForm';
import { useServiceRegistration } from '../../routing/use-service-registration';

const { shopTermsUrl, shopPrivacyUrl } = currentEnvironment.external;

/** /account/otc/terms-of-service: the shop's terms, with the marketing e-mail choice and the medical-data note. */
export const Component = () => {
  const navigate = useNavigate();
  const register = useServiceRegistration();
  return (
    <>
      <PageHeading>{ja.titles.OtcTerms}</PageHeading>
      <ServiceTermsForm
        terms={{ href: shopTermsUrl, external: true }}
        privacy={{ href: shopPrivacyUrl, external: true }}
        offerMarketing
        note={ja.terms.medicalDataNote}
        onAccept={async (values) => {
          const outcome = await register({
            service_code: 'otc',
            email_marketing_consent: values.marketing,
            return_to: shopReturnTo(),
          });
          if (!outcome.ok) return outcome.message;
          // Registered but no token in the answer: the entry route asks for one (and handles its failure).
          if (outcome.registration.token) leaveForExternal(shopLoginUrl(outcome.registration.token));
          else navigate(pathFor('OtcSignin'), { replace: true });
          return undefined;
        }}
      />
    </>
  );
};
