import { hasTokenCookie, removePendingSignIn, removeTokenCookies, tokenCookieNames } from './token-cookies';
import { clearCookies } from '../../mocks/token-cookie';

beforeEach(clearCookies);

describe('removing what Amplify keeps of a member', () => {
  it('removes every token cookie of the pool, host-only and on the shared parent domain, and nothing else', () => {
    document.cookie = 'CognitoIdentityServiceProvider.client.LastAuthUser=member; path=/';
    document.cookie = 'CognitoIdentityServiceProvider.client.member.idToken=eyJ.member; path=/';
    // jsdom's page is on localhost: the parent-domain form of spec section 9 (domain=localhost).
    document.cookie = 'CognitoIdentityServiceProvider.client.member.refreshToken=refresh; path=/; domain=localhost';
    document.cookie = 'other=kept; path=/';
    expect(tokenCookieNames(document.cookie)).toHaveLength(3);
    removeTokenCookies(document, 'localhost');
    expect(hasTokenCookie(document.cookie)).toBe(false);
    expect(document.cookie).toContain('other=kept');
  });

  it('removes Amplify’s pending sign-in from sessionStorage, and nothing else', () => {
    sessionStorage.setItem('CognitoSignInState.username', 'member');
    sessionStorage.setItem('CognitoSignInState.signInSession', 'session');
    sessionStorage.setItem('CognitoSignInState.challengeName', 'SMS_MFA');
    sessionStorage.setItem('CognitoSignInState.expiry', '1');
    sessionStorage.setItem('persist:portal.navigation', '{}');
    removePendingSignIn();
    expect(Object.keys(sessionStorage)).toEqual(['persist:portal.navigation']);
  });
});
