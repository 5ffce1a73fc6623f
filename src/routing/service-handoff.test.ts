import { currentEnvironment } from '../config/env';
import { isServiceConnectFailed, serviceConnectFailedState, shopLoginUrl, shopReturnTo } from './service-handoff';

describe('service hand-off', () => {
  it('puts the token on the configured shop login URL, encoded', () => {
    expect(shopLoginUrl('a+b/c=&d')).toBe(`${currentEnvironment.external.shopSsoLoginUrl}?token=a%2Bb%2Fc%3D%26d`);
    expect(shopLoginUrl('tok', 'https://shop.example.jp/sso/login?x=1')).toBe(
      'https://shop.example.jp/sso/login?x=1&token=tok',
    );
  });

  it('returns the member to one of the app’s own routes on its own origin', () => {
    expect(shopReturnTo()).toBe(`${window.location.origin}/account`);
    expect(shopReturnTo('AccountSettings', 'https://account.example.jp')).toBe(
      'https://account.example.jp/account/settings',
    );
  });
});

describe('service connect failure state', () => {
  it('is recognised only in the shape the hand-off writes', () => {
    expect(isServiceConnectFailed(serviceConnectFailedState)).toBe(true);
    expect(isServiceConnectFailed({ serviceConnectFailed: 'true' })).toBe(false);
    expect(isServiceConnectFailed(null)).toBe(false);
    expect(isServiceConnectFailed(undefined)).toBe(false);
  });
});
