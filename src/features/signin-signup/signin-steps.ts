/** The sign-in page's code steps, a chunk of their own (SigninPage's loadSteps), and the words of a refused sign-in. */
export { SignupConfirmForm } from './SignupConfirmForm';
export { SmsCodeForm } from './SmsCodeForm';
export { signinErrorMessage } from './signin-errors';
