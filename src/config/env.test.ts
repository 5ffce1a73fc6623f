import { currentEnvironment, environments } from './env';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from './local-identity';

describe('environments', () => {
  it('defaults to the local environment (signing in with SRP like the deployed ones), so npm start needs no .env file', () => {
    expect(currentEnvironment.name).toBe('develop');
    expect(currentEnvironment.identity).toMatchObject({
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_CLIENT_ID,
      userPoolEndpoint: 'http://localhost:9230',
      authFlowType: 'USER_SRP_AUTH',
    });
    expect(currentEnvironment.scenarioSwitcher).toBe(true);
  });

  it.each(['staging', 'production'] as const)('%s talks to a real pool with SRP and offers no mock switcher', (name) => {
    const environment = environments[name];
    expect(environment.identity.userPoolEndpoint).toBeUndefined();
    expect(environment.identity.authFlowType).toBe('USER_SRP_AUTH');
    expect(environment.scenarioSwitcher).toBe(false);
    expect(environment.identity.userPoolId).toMatch(/^ap-northeast-1_/);
  });

  it('lists the three environments of the switcher, each with its own account site', () => {
    const sites = Object.values(environments).map((environment) => environment.accountSiteUrl);
    expect(Object.keys(environments)).toEqual(['develop', 'staging', 'production']);
    expect(new Set(sites).size).toBe(3);
  });
});
