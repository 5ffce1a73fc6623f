import { ja } from '../../i18n/ja';
import { PageHeading } from '../../ui/PageHeading';
import { PhoneForm } from './PhoneForm';
import '../../i18n/screens/mfa';

/** SMS two-step setup: the phone number first, then the SMS code on the verification screen. */
export const Component = () => (
  <>
    <PageHeading>{ja.mfa.setupHeading}</PageHeading>
    <PhoneForm />
  </>
);
