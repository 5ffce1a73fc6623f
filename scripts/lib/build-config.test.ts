import { fictitiousProductionVariables } from '../../src/test/environments';
import { buildConfiguration } from './build-config';

describe('the build configuration', () => {
  it('says it builds develop when PORTAL_ENV is not set', () => {
    expect(buildConfiguration({}).banner).toMatch(/^Building the portal for PORTAL_ENV=develop \(PORTAL_ENV not set: develop, the local stack\)/);
  });

  it('builds production from a complete set and names it', () => {
    const { environment, banner } = buildConfiguration(fictitiousProductionVariables());
    expect(environment.name).toBe('production');
    expect(banner).toContain('PORTAL_ENV=production: user pool ap-northeast-1_FICTITIOUS, API https://api.portal.example.');
  });

  it('refuses production with a variable missing, naming every problem', () => {
    const variables = { ...fictitiousProductionVariables(), PORTAL_USER_POOL_CLIENT_ID: '', PORTAL_HELP_URL: 'ftp://help' };
    expect(() => buildConfiguration(variables)).toThrow(
      /Refusing to build PORTAL_ENV=production: 2 missing or malformed[^\n]*\n {2}- PORTAL_USER_POOL_CLIENT_ID: missing[^\n]*\n {2}- PORTAL_HELP_URL: "ftp:\/\/help" is not an absolute http\(s\) URL/,
    );
  });
});
