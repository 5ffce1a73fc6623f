import { DEFAULT_NEW_MEMBER_SCENARIO, ELIGIBLE_SCENARIO, type MemberState } from './member-state';

/**
 * The example Prism is asked for when the request names no scenario of this operation; undefined leaves Prism's
 * default. Only the cases where the member's state decides between a success and a not-found answer.
 */
export const scenarioFor = (state: MemberState, operationId: string): string | undefined => {
  switch (operationId) {
    case 'getMe':
      return state.eligible ? ELIGIBLE_SCENARIO : DEFAULT_NEW_MEMBER_SCENARIO;
    case 'getInsurerMember':
      return state.record ? undefined : 'insurer-member-not-found';
    case 'getOtcAccount':
      return state.shopAccount === false ? 'otc-account-not-found' : undefined;
    case 'expireLatestCertificateApplication':
      return state.application && !state.application.active ? 'not-found' : undefined;
    default:
      return undefined;
  }
};
