import { fictitiousProductionVariables } from '../../mocks/environments';
import { buildConfiguration } from './build-config';

describe('the build configuration', () => {
  it('says it builds develop when PORTAL_ENV is not set', () => {
    expect(buildConfiguration({}).banner).toMatch(
      /^Building the portal for PORTAL_ENV=develop \(PORTAL_ENV not set: develop, the local stack\)/,
    );
  });

  it('builds production from a complete set and names it', () => {
    const { environment, banner } = buildConfiguration(fictitiousProductionVariables());
    expect(environment.name).toBe('production');
    expect(banner).toContain(
      'PORTAL_ENV=production: user pool ap-northeast-1_FICTITIOUS, API https://api.portal.example.',
    );
  });

  it('refuses production with a variable missing, naming every problem', () => {
    const variables = {
      ...fictitiousProductionVariables(),
      PORTAL_USER_POOL_CLIENT_ID: '',
      PORTAL_HELP_URL: 'ftp://help',
    };
    expect(() => buildConfiguration(variables)).toThrow(
      /Refusing to build PORTAL_ENV=production: 2 missing or malformed[^\n]*\n {2}- PORTAL_USER_POOL_CLIENT_ID: missing[^\n]*\n {2}- PORTAL_HELP_URL: "ftp:\/\/help" is not an absolute http\(s\) URL/,
    );
  });

  // A production build refuses what would send members' passwords or tokens elsewhere.
  it.each([
    'https://identity.portal.example',
    'https://cognito-idp.us-east-1.amazonaws.com',
    'https://cognito-idp.ap-northeast-1.amazonaws.com.evil.example',
    'http://localhost:9230',
    'https://127.0.0.2:9230',
    'https://127.255.255.254',
    'https://2130706433',
    'https://0x7f.1',
    'https://0.0.0.0:9230',
    'https://[::1]:9230',
    'https://[::ffff:127.0.0.1]',
    'https://[::]',
    'https://portal.localhost',
    'https://localhost.',
  ])('refuses PORTAL_IDENTITY_ENDPOINT %s in staging and production', (endpoint) => {
    for (const environment of ['staging', 'production']) {
      expect(() =>
        buildConfiguration({
          ...fictitiousProductionVariables(),
          PORTAL_ENV: environment,
          PORTAL_IDENTITY_ENDPOINT: endpoint,
        }),
      ).toThrow(/PORTAL_IDENTITY_ENDPOINT/);
    }
  });

  it('takes the regional Cognito endpoint or none', () => {
    const variables = fictitiousProductionVariables();
    expect(
      buildConfiguration({ ...variables, PORTAL_IDENTITY_ENDPOINT: 'https://cognito-idp.ap-northeast-1.amazonaws.com' })
        .environment.identity.userPoolEndpoint,
    ).toBe('https://cognito-idp.ap-northeast-1.amazonaws.com');
    expect(
      buildConfiguration({ ...variables, PORTAL_IDENTITY_ENDPOINT: '' }).environment.identity.userPoolEndpoint,
    ).toBeUndefined();
  });

  it.each(['http://127.0.0.5/', 'https://[::1]/', 'https://0.0.0.0/', 'https://app.localhost/'])(
    'refuses every loopback form in a deployed URL: %s',
    (url) => {
      expect(() => buildConfiguration({ ...fictitiousProductionVariables(), PORTAL_HELP_URL: url })).toThrow(
        /PORTAL_HELP_URL.*points to this machine/,
      );
    },
  );

  it.each(['jp', 'co.jp', 'tokyo.jp', 'lg.jp', 'github.io'])(
    'refuses the public suffix %s as the cookie domain (Public Suffix List, tldts)',
    (domain) => {
      expect(() => buildConfiguration({ ...fictitiousProductionVariables(), PORTAL_COOKIE_DOMAIN: domain })).toThrow(
        new RegExp(`PORTAL_COOKIE_DOMAIN: "${domain}" .*public suffix`),
      );
    },
  );

  it('takes a registered domain or a subdomain of one as the cookie domain', () => {
    for (const domain of ['example.co.jp', 'member-portal.example.jp', 'city.tokyo.jp']) {
      expect(
        buildConfiguration({ ...fictitiousProductionVariables(), PORTAL_COOKIE_DOMAIN: domain }).environment.cookie
          .productionDomain,
      ).toBe(domain);
    }
  });
});
