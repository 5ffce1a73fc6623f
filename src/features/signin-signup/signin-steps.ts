import { ja } from '../../i18n/ja';
import '../../i18n/screens/busy';

/** The sign-in page's code steps, a chunk of their own (SigninPage's loadSteps). */
export { SignupConfirmForm } from './SignupConfirmForm';
export { SmsCodeForm } from './SmsCodeForm';

/** What the member reads when the identity service throttles the sign-in: its words come with this chunk. */
export const signinBusyMessage = () => ja.busy.signin;
