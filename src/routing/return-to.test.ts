import { returnRouteFrom } from './return-to';

describe('returnRouteFrom', () => {
  it('accepts any known route name', () => {
    expect(returnRouteFrom('?returnTo=CertificateApply')).toBe('CertificateApply');
    expect(returnRouteFrom('?returnTo=AccountSettings')).toBe('AccountSettings');
  });

  it.each([
    '',
    '?returnTo=',
    '?returnTo=Nowhere',
    '?returnTo=//evil.example',
    '?returnTo=https://evil.example',
    '?returnTo=javascript:alert(1)',
    '?returnTo=/account/settings',
    '?returnTo=NotFound',
    '?returnTo=Root',
    '?returnTo=toString',
    '?returnTo=__proto__',
  ])('%s falls back to AccountHome', (search) => expect(returnRouteFrom(search)).toBe('AccountHome'));
});
