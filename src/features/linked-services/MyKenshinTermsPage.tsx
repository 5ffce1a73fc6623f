import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import { leaveForExternal } from '../../routing/service-handoff';
import { PageHeading } from '../../ui/PageHeading';
import { ServiceTermsForm } from '../../ui/ServiceTermsForm';
import { useServiceRegistration } from '../../routing/use-service-registration';

const { checkupTermsUrl, checkupPrivacyUrl, checkupCallbackUrl } = currentEnvironment.external;

/** /account/my-kenshin/terms-of-service: the checkup plan's terms; accepted, the member goes to its callback. */
export const Component = () => {
  const register = useServiceRegistration();
  return (
    <>
      <PageHeading>{ja.titles.MyKenshinTerms}</PageHeading>
      <ServiceTermsForm
        terms={{ href: checkupTermsUrl, external: true }}
        privacy={{ href: checkupPrivacyUrl, external: true }}
        onAccept={async () => {
          const outcome = await register({
            service_code: 'my-kenshin',
            email_marketing_consent: false,
          });
          if (!outcome.ok) return outcome.message;
          leaveForExternal(checkupCallbackUrl);
          return undefined;
        }}
      />
    </>
  );
};
