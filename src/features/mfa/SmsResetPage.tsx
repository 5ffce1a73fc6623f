import { ja } from '../../i18n/ja';
import { PageHeading } from '../../ui/PageHeading';
import { PhoneForm } from './PhoneForm';
import '../../i18n/screens/mfa';

/** A new phone number for SMS two-step: verified again before it is used for sign-in codes. */
export const Component = () => (
  <>
    <PageHeading>{ja.mfa.resetHeading}</PageHeading>
    <PhoneForm />
  </>
);
