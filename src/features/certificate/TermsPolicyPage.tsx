import { FormAlert } from '../../ui/FormAlert';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/policies';
import { PageHeading } from '../../ui/PageHeading';

/** The certificate terms of service: the spec leaves the text to be written, so the page says it is in preparation. */
export const Component = () => (
  <>
    <PageHeading>{ja.titles.CertificateTermsPolicy}</PageHeading>
    <FormAlert status="info">{ja.policies.termsPlaceholder}</FormAlert>
  </>
);
