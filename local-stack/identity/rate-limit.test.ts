import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_PASSWORD, LOCAL_CLIENT_ID } from '../../src/config/local-identity';
import { createRateLimiter, parseRateLimits, QUOTA_CATEGORY } from './rate-limit';
import { startTestIdentity, type TestIdentity } from './testing';

/**
 * The identity proxy's optional request-rate limit (a sign-in storm against the local stack): off unless given, per
 * quota category, and a throttled call answered as Cognito's wire does (HTTP 400, TooManyRequestsException in
 * x-amzn-ErrorType and __type), which the AWS SDK and Amplify read as that error.
 */

describe('IDENTITY_RATE_LIMIT', () => {
  it('reads a limit per category, and nothing from an empty value', () => {
    expect(parseRateLimits('UserAuthentication=5/10s, UserRead=20/500ms')).toEqual({
      UserAuthentication: { requests: 5, windowMs: 10_000 },
      UserRead: { requests: 20, windowMs: 500 },
    });
    expect(parseRateLimits(undefined)).toBeUndefined();
    expect(parseRateLimits(' ')).toBeUndefined();
  });

  it('refuses what it cannot read, naming it', () => {
    expect(() => parseRateLimits('UserAuthentication=5')).toThrow(/"UserAuthentication=5" is not/);
    expect(() => parseRateLimits('SignIn=5/1s')).toThrow(/unknown category SignIn \(one of UserAuthentication/);
    expect(() => parseRateLimits('UserRead=0/1s')).toThrow(/allows nothing/);
  });
});

describe('the rate limiter', () => {
  let clock = 0;
  const limiter = createRateLimiter(() => clock);
  beforeEach(() => {
    clock = 0;
    limiter.set({ UserAuthentication: { requests: 2, windowMs: 1000 } });
  });

  it('is off until it is given limits, and off again without them', () => {
    const fresh = createRateLimiter(() => 0);
    expect(Array.from({ length: 50 }, () => fresh.admit('InitiateAuth'))).toEqual(Array(50).fill(undefined));
    limiter.set(undefined);
    expect(Array.from({ length: 50 }, () => limiter.admit('InitiateAuth'))).toEqual(Array(50).fill(undefined));
  });

  it('refuses the calls of a category over its limit within the window, and admits again once it has passed', () => {
    expect(limiter.admit('InitiateAuth')).toBeUndefined();
    expect(limiter.admit('GetTokensFromRefreshToken')).toBeUndefined();
    const refused = limiter.admit('InitiateAuth');
    expect([refused?.type, refused?.message, refused?.status]).toEqual([
      'TooManyRequestsException',
      'Rate exceeded',
      400,
    ]);
    // Other categories have no limit here.
    expect(limiter.admit('GetUser')).toBeUndefined();
    clock = 999;
    expect(limiter.admit('InitiateAuth')?.type).toBe('TooManyRequestsException');
    clock = 1000;
    expect(limiter.admit('InitiateAuth')).toBeUndefined();
  });

  it("gives RespondToAuthChallenge its own count, three times the category's limit", () => {
    limiter.admit('InitiateAuth');
    limiter.admit('InitiateAuth');
    const answers = Array.from({ length: 7 }, () => limiter.admit('RespondToAuthChallenge')?.type);
    expect(answers).toEqual([...Array(6).fill(undefined), 'TooManyRequestsException']);
  });

  it('counts the calls the portal makes at sign-in and after in the categories of the quotas page', () => {
    expect(
      Object.fromEntries(
        ['InitiateAuth', 'RespondToAuthChallenge', 'GetTokensFromRefreshToken', 'GetUser'].map((operation) => [
          operation,
          QUOTA_CATEGORY[operation],
        ]),
      ),
    ).toEqual({
      InitiateAuth: 'UserAuthentication',
      RespondToAuthChallenge: 'UserAuthentication',
      GetTokensFromRefreshToken: 'UserAuthentication',
      GetUser: 'UserRead',
    });
  });
});

describe('the proxy under a sign-in storm', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startTestIdentity({ rateLimits: { UserAuthentication: { requests: 3, windowMs: 60_000 } } });
  });
  afterAll(() => identity?.stop());

  it("answers the calls over the limit as Cognito's wire does, and leaves other categories alone", async () => {
    const initiate = () =>
      identity.call('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: LOCAL_CLIENT_ID,
        AuthParameters: { USERNAME: 'storm@example.com', SRP_A: 'abc' },
      });
    const first = await Promise.all([initiate(), initiate(), initiate()]);
    expect(first.map((answer) => answer.body.__type)).not.toContain('TooManyRequestsException');
    const throttled = await initiate();
    expect([throttled.status, throttled.errorType, throttled.body]).toEqual([
      400,
      'TooManyRequestsException:',
      { __type: 'TooManyRequestsException', message: 'Rate exceeded' },
    ]);
    // A user read is another category: its own answer (here: no valid token), not the throttling.
    const read = await identity.call('GetUser', { AccessToken: 'not-a-token' });
    expect(read.body.__type).toBe('NotAuthorizedException');
  });

  it('is read by the AWS SDK as TooManyRequestsException (Amplify parses the same header and body)', async () => {
    const client = new CognitoIdentityProviderClient({
      region: 'ap-northeast-1',
      endpoint: identity.stack.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    const error = await client
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: LOCAL_CLIENT_ID,
          AuthParameters: { USERNAME: 'storm@example.com', PASSWORD: DEMO_PASSWORD },
        }),
      )
      .then(
        () => undefined,
        (caught: unknown) => caught as { name: string; message: string; $metadata: { httpStatusCode?: number } },
      );
    expect([error?.name, error?.message, error?.$metadata.httpStatusCode]).toEqual([
      'TooManyRequestsException',
      'Rate exceeded',
      400,
    ]);
    client.destroy();
  });
});
