/** Every route by name (spec section 2); screens navigate by name, never by literal path. */
export const routePaths = {
  Root: '/',
  Signin: '/signin',
  Signup: '/signup',
  ForgotPassword: '/forgot-password',
  ForgotPasswordSubmit: '/forgot-password-submit',
  Inquiry: '/inquiry',
  CertificateTermsPolicy: '/policies/eligibility-certificate/terms-of-service',
  CertificatePrivacyPolicy: '/policies/eligibility-certificate/privacy-policy',
  InternalServerError: '/500.html',
  AccountHome: '/account',
  Signout: '/account/signout',
  AccountSettings: '/account/settings',
  ChangeEmail: '/account/change-email',
  ChangePassword: '/account/change-password',
  ChangeUserInfo: '/account/change-user-info',
  AccountDisabled: '/account/disabled',
  EligibilityCheck: '/account/eligibility-check',
  OtcSignin: '/account/otc',
  OtcTerms: '/account/otc/terms-of-service',
  MyKenshinSignin: '/account/my-kenshin',
  MyKenshinTerms: '/account/my-kenshin/terms-of-service',
  EligibilityCertificateSignin: '/account/eligibility-certificate',
  SmsSetup: '/account/mfa/sms-setup',
  SmsReset: '/account/mfa/sms-reset',
  SmsVerification: '/account/mfa/sms-verification',
  CertificateTerms: '/eligibility-certificate/terms-of-service',
  CertificateProceed: '/eligibility-certificate/proceed',
  Certificate: '/eligibility-certificate/certificate',
  CertificateApply: '/eligibility-certificate/apply',
  CertificateMfaNotice: '/eligibility-certificate/mfa-notice',
  CertificateNotAllowed: '/eligibility-certificate/not-allowed',
  Accessibility: '/accessibility',
  NotFound: '*',
} as const;

export type RouteName = keyof typeof routePaths;

export const routeNames = Object.keys(routePaths) as RouteName[];

export const isRouteName = (value: unknown): value is RouteName =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(routePaths, value) && value !== 'NotFound';

export const pathFor = (name: RouteName, query?: Record<string, string | undefined>): string => {
  const path = name === 'NotFound' ? '/404' : routePaths[name];
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined) params.set(key, value);
  });
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};
