/** The sign-in page's code steps, a chunk of their own (SigninPage's loadSteps). */
export { SignupConfirmForm } from './SignupConfirmForm';
export { SmsCodeForm } from './SmsCodeForm';
