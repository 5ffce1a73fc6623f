import fs from 'node:fs';
import path from 'node:path';
import { readEnvFile } from '../../mocks/env-file';
import { BUILD_VARIABLES, currentEnvironment, resolveEnvironment } from './env';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from './local-identity';
import { fictitiousProductionVariables } from '../../mocks/environments';

const ROOT = path.join(__dirname, '..', '..');
const requiredNames = BUILD_VARIABLES.filter((variable) => variable.required).map((variable) => variable.name);

describe('the configuration from build-time variables', () => {
  it('defaults to the local environment, so npm start needs no .env file', () => {
    expect(currentEnvironment.name).toBe('develop');
    expect(currentEnvironment.identity).toMatchObject({
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_CLIENT_ID,
      userPoolEndpoint: 'http://localhost:9230',
      authFlowType: 'USER_SRP_AUTH',
    });
    expect(currentEnvironment.scenarioSwitcher).toBe(true);
    expect(currentEnvironment.apiBaseUrl).toBe('');
    expect(resolveEnvironment({}).problems).toEqual([]);
  });

  it('builds production from a complete set: every value from the variables, SRP, no switcher, no local endpoint', () => {
    const variables = fictitiousProductionVariables();
    const { problems, environment } = resolveEnvironment(variables);
    expect(problems).toEqual([]);
    expect(environment).toMatchObject({
      name: 'production',
      apiBaseUrl: 'https://api.portal.example',
      identity: {
        region: 'ap-northeast-1',
        userPoolId: 'ap-northeast-1_FICTITIOUS',
        userPoolClientId: variables.PORTAL_USER_POOL_CLIENT_ID,
        authFlowType: 'USER_SRP_AUTH',
      },
      accountSites: {
        develop: 'https://account.dev.portal.example/',
        staging: 'https://account.staging.portal.example/',
        production: 'https://account.portal.example/',
      },
      cookie: { productionDomain: 'portal.example', developmentDomain: '' },
      tagManagerId: 'GTM-FICTION0',
      scenarioSwitcher: false,
      localStack: false,
    });
    expect(environment.identity.userPoolEndpoint).toBeUndefined();
    expect(environment.external.inquiryFormUrl).toBe('https://forms.portal.example/inquiry');
    expect(environment.external.myNumberPortalUrl).toBe('https://myna.go.jp/');
    expect(JSON.stringify(environment)).not.toMatch(/localhost|member-portal-dev|local_/);
  });

  it.each(['staging', 'production'])(
    '%s with nothing set lists every required variable, not only the first',
    (name) => {
      const { problems } = resolveEnvironment({ PORTAL_ENV: name });
      expect(problems.map((problem) => problem.split(':')[0])).toEqual(requiredNames);
      expect(problems.every((problem) => problem.includes('missing'))).toBe(true);
    },
  );

  it('names each malformed value and why', () => {
    const { problems } = resolveEnvironment({
      ...fictitiousProductionVariables(),
      PORTAL_USER_POOL_ID: 'eu-west-1_Other',
      PORTAL_API_ORIGIN: 'https://api.portal.example/v1',
      PORTAL_INQUIRY_FORM_URL: 'http://forms.portal.example/inquiry',
      PORTAL_HELP_URL: 'help.portal.example',
      PORTAL_ACCOUNT_SITE_DEVELOP: 'http://localhost:8080/',
      PORTAL_COOKIE_DOMAIN: 'https://portal.example',
      PORTAL_TAG_MANAGER_ID: 'gtm-lower',
      PORTAL_USER_POOL_CLIENT_ID: 'Not A Client',
    });
    expect(problems).toEqual([
      'PORTAL_USER_POOL_CLIENT_ID: "Not A Client" is not an app client id (lowercase letters and digits)',
      'PORTAL_API_ORIGIN: "https://api.portal.example/v1" must be an origin only (https://api.portal.example)',
      'PORTAL_ACCOUNT_SITE_DEVELOP: "http://localhost:8080/" points to this machine (localhost); set the deployed URL',
      'PORTAL_COOKIE_DOMAIN: "https://portal.example" is not a domain name (e.g. example.jp, no scheme)',
      'PORTAL_INQUIRY_FORM_URL: "http://forms.portal.example/inquiry" must use https',
      'PORTAL_HELP_URL: "help.portal.example" is not an absolute http(s) URL',
      'PORTAL_TAG_MANAGER_ID: "gtm-lower" must be GTM- or G- followed by uppercase letters and digits',
      'PORTAL_USER_POOL_ID: "eu-west-1_Other" is not a pool of PORTAL_REGION ap-northeast-1',
    ]);
  });

  it('refuses an unknown PORTAL_ENV instead of building develop', () => {
    expect(resolveEnvironment({ PORTAL_ENV: 'prod' }).problems).toEqual([
      'PORTAL_ENV: "prod" is not one of develop, staging, production',
    ]);
  });

  it('takes the local stack endpoints in a production build only with PORTAL_LOCAL_STACK=1 (tests)', () => {
    const local = {
      ...fictitiousProductionVariables(),
      PORTAL_IDENTITY_ENDPOINT: 'http://localhost:9230',
      PORTAL_API_ORIGIN: 'http://127.0.0.1:4010',
    };
    expect(resolveEnvironment(local).problems).toHaveLength(2);
    const resolution = resolveEnvironment({ ...local, PORTAL_LOCAL_STACK: '1' });
    expect(resolution.problems).toEqual([]);
    expect(resolution.environment).toMatchObject({
      localStack: true,
      identity: { userPoolEndpoint: 'http://localhost:9230', authFlowType: 'USER_SRP_AUTH' },
    });
  });

  it('develop takes overrides but still refuses malformed ones', () => {
    const { problems, environment } = resolveEnvironment({
      PORTAL_INQUIRY_FORM_URL: 'http://127.0.0.1:5000/form',
      PORTAL_SHOP_SSO_URL: 'nope',
    });
    expect(environment.external.inquiryFormUrl).toBe('http://127.0.0.1:5000/form');
    expect(problems).toEqual(['PORTAL_SHOP_SSO_URL: "nope" is not an absolute http(s) URL']);
  });

  it('docs/deploy.md and .env.example list every variable, and CI sets every required one', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');
    const documented = [...doc.matchAll(/^\| `(PORTAL_[A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented).toEqual(BUILD_VARIABLES.map((variable) => variable.name));
    expect(Object.keys(readEnvFile(path.join(ROOT, '.env.example'))).sort()).toEqual(
      BUILD_VARIABLES.map((variable) => variable.name).sort(),
    );
    for (const name of requiredNames) expect(fictitiousProductionVariables()[name]).toBeTruthy();
  });
});
