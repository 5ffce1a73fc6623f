import type { ComponentType } from 'react';
import type { GuardContext } from '../routing/guards';
import type { RouteName } from '../routing/route-names';

export interface PageModule {
  Component: ComponentType;
  /** Runs after the route's guards; returns a redirect to stop, or null to render. */
  pageLoader?: (context: GuardContext) => Promise<Response | null>;
  /**
   * What a prerendered page starts at the member's first focus or key while React still hydrates it (those events are
   * kept from React): downloads and precomputation only, nothing that reads or keeps member data.
   */
  warmUp?: () => void;
}

type Loader = () => Promise<PageModule>;

/**
 * The page module of every route, each its own lazy chunk. Keyed by the route table, so a route without a page is a
 * type error; here because only src/app may import a feature's page. A prerendered route's chunk is named after the
 * route (src/prerender/render.tsx checks the names).
 */
export const pageModules: Record<Exclude<RouteName, 'Root'>, Loader> = {
  Signin: () => import(/* webpackChunkName: "signin" */ '../features/signin-signup/SigninPage'),
  Signup: () => import(/* webpackChunkName: "signup" */ '../features/signin-signup/SignupPage'),
  ForgotPassword: () =>
    import(/* webpackChunkName: "forgot-password" */ '../features/password-reset/ForgotPasswordPage'),
  ForgotPasswordSubmit: () =>
    import(/* webpackChunkName: "forgot-password-submit" */ '../features/password-reset/ForgotPasswordSubmitPage'),
  Inquiry: () => import(/* webpackChunkName: "inquiry" */ '../features/inquiry/InquiryPage'),
  CertificateTermsPolicy: () =>
    import(/* webpackChunkName: "certificate-terms-policy" */ '../features/certificate/TermsPolicyPage'),
  CertificatePrivacyPolicy: () =>
    import(/* webpackChunkName: "certificate-privacy-policy" */ '../features/policies/PrivacyPolicyPage'),
  InternalServerError: () =>
    import(/* webpackChunkName: "internal-server-error" */ '../features/errors/ServerErrorPage'),
  NotFound: () => import(/* webpackChunkName: "not-found" */ '../features/errors/NotFoundPage'),
  AccountHome: () => import(/* webpackChunkName: "account-home" */ '../features/account-home/AccountHomePage'),
  Signout: () => import(/* webpackChunkName: "signout" */ '../features/signout/SignoutPage'),
  AccountSettings: () => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsPage'),
  ChangeEmail: () => import(/* webpackChunkName: "change-email" */ '../features/change-email/ChangeEmailPage'),
  ChangePassword: () =>
    import(/* webpackChunkName: "change-password" */ '../features/change-password/ChangePasswordPage'),
  ChangeUserInfo: () => import(/* webpackChunkName: "change-user-info" */ '../features/user-info/ChangeUserInfoPage'),
  AccountDisabled: () =>
    import(/* webpackChunkName: "account-disabled" */ '../features/account-disabled/AccountDisabledPage'),
  EligibilityCheck: () =>
    import(/* webpackChunkName: "eligibility-check" */ '../features/eligibility/EligibilityCheckPage'),
  OtcSignin: () => import(/* webpackChunkName: "otc" */ '../features/linked-services/OtcSigninPage'),
  OtcTerms: () => import(/* webpackChunkName: "otc-terms" */ '../features/linked-services/OtcTermsPage'),
  MyKenshinSignin: () => import(/* webpackChunkName: "my-kenshin" */ '../features/linked-services/MyKenshinSigninPage'),
  MyKenshinTerms: () =>
    import(/* webpackChunkName: "my-kenshin-terms" */ '../features/linked-services/MyKenshinTermsPage'),
  EligibilityCertificateSignin: () =>
    import(/* webpackChunkName: "certificate-entry" */ '../features/certificate/EntryPage'),
  SmsSetup: () => import(/* webpackChunkName: "sms-setup" */ '../features/mfa/SmsSetupPage'),
  SmsReset: () => import(/* webpackChunkName: "sms-reset" */ '../features/mfa/SmsResetPage'),
  SmsVerification: () => import(/* webpackChunkName: "sms-verification" */ '../features/mfa/SmsVerificationPage'),
  CertificateTerms: () =>
    import(/* webpackChunkName: "certificate-terms" */ '../features/certificate/CertificateTermsPage'),
  CertificateProceed: () =>
    import(/* webpackChunkName: "certificate-proceed" */ '../features/certificate/CertificateProceedPage'),
  Certificate: () => import(/* webpackChunkName: "certificate" */ '../features/certificate/CertificatePage'),
  CertificateApply: () =>
    import(/* webpackChunkName: "certificate-apply" */ '../features/certificate/CertificateApplyPage'),
  CertificateMfaNotice: () =>
    import(/* webpackChunkName: "certificate-mfa-notice" */ '../features/certificate/MfaNoticePage'),
  CertificateNotAllowed: () =>
    import(/* webpackChunkName: "certificate-not-allowed" */ '../features/certificate/NotAllowedPage'),
  Accessibility: () => import(/* webpackChunkName: "accessibility" */ '../features/accessibility/AccessibilityPage'),
};
