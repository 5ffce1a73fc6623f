import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parsePoolTemplate, poolDefinition, POOL_TEMPLATE_FILE } from '../../infra/pool-definition';
import { DEMO_PASSWORD, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { ensurePoolFiles } from './pool';
import { SRP_SESSION_SECONDS } from './srp-sessions';
import { startTestIdentity, type TestIdentity } from './testing';
import { passkeySettings } from './webauthn';

/** The local pool is the deployed one (infra/member-portal-pool.yaml): any difference fails here. */

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

const { pool, client, template } = poolDefinition();

describe('the running local pool has the template’s settings', () => {
  it('pool: e-mail username (case-insensitive), password policy, MFA, custom attributes', async () => {
    const { UserPool } = (
      await identity.call<{ UserPool: Record<string, unknown> }>('DescribeUserPool', { UserPoolId: LOCAL_USER_POOL_ID })
    ).body;
    expect(UserPool).toMatchObject({
      UsernameAttributes: pool.UsernameAttributes,
      UsernameConfiguration: pool.UsernameConfiguration,
      AutoVerifiedAttributes: pool.AutoVerifiedAttributes,
      MfaConfiguration: pool.MfaConfiguration,
      Policies: { PasswordPolicy: pool.Policies.PasswordPolicy },
    });
    const custom = (UserPool.SchemaAttributes as { Name: string }[]).filter((attribute) =>
      attribute.Name.startsWith('custom:'),
    );
    expect(custom).toEqual(
      pool.Schema.map((attribute) => ({
        ...attribute,
        Name: `custom:${attribute.Name}`,
        DeveloperOnlyAttribute: false,
      })),
    );
  });

  it('app client: allowed flows, token validities, revocation, no secret', async () => {
    const { UserPoolClient } = (
      await identity.call<{ UserPoolClient: Record<string, unknown> }>('DescribeUserPoolClient', {
        UserPoolId: LOCAL_USER_POOL_ID,
        ClientId: LOCAL_CLIENT_ID,
      })
    ).body;
    expect(UserPoolClient).toMatchObject({
      ClientName: client.ClientName,
      ExplicitAuthFlows: client.ExplicitAuthFlows,
      AccessTokenValidity: client.AccessTokenValidity,
      IdTokenValidity: client.IdTokenValidity,
      RefreshTokenValidity: client.RefreshTokenValidity,
      TokenValidityUnits: client.TokenValidityUnits,
      EnableTokenRevocation: client.EnableTokenRevocation,
      PreventUserExistenceErrors: client.PreventUserExistenceErrors,
    });
    expect(UserPoolClient.ClientSecret).toBeUndefined();
    expect(SRP_SESSION_SECONDS).toBe(client.AuthSessionValidity * 60);
  });

  it('issues tokens with the template’s validities', async () => {
    const tokens = await identity.signIn('verified@example.com');
    const lifetime = (token: string) => {
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        iat: number;
        exp: number;
      };
      return claims.exp - claims.iat;
    };
    const seconds = { minutes: 60, hours: 3600, days: 86400 } as Record<string, number>;
    expect(lifetime(tokens.AccessToken)).toBe(
      client.AccessTokenValidity * (seconds[client.TokenValidityUnits.AccessToken] ?? 0),
    );
    expect(lifetime(tokens.IdToken)).toBe(client.IdTokenValidity * (seconds[client.TokenValidityUnits.IdToken] ?? 0));
  });

  it('refuses a flow the app client does not allow, as Cognito does', async () => {
    expect(client.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    const answer = await identity.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL_CLIENT_ID,
      AuthParameters: { USERNAME: 'verified@example.com', PASSWORD: DEMO_PASSWORD },
    });
    expect(answer.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
  });
});

describe('case-insensitive e-mail usernames (UsernameConfiguration.CaseSensitive: false)', () => {
  it('signs in, resets and refuses a second sign-up whatever the case of the address', async () => {
    const email = await identity.newMember('hanako');
    const typed = email.replace(/^h/, 'H').replace('@example.com', '@Example.COM');
    const signedIn = await identity.srpSignIn<{ AuthenticationResult?: { IdToken: string } }>(typed);
    expect(signedIn.status).toBe(200);
    expect(
      JSON.parse(Buffer.from(signedIn.body.AuthenticationResult?.IdToken.split('.')[1] ?? '', 'base64url').toString()),
    ).toMatchObject({ email });
    expect(
      (await identity.call('SignUp', { ClientId: LOCAL_CLIENT_ID, Username: typed, Password: DEMO_PASSWORD })).body,
    ).toEqual({
      __type: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
    expect((await identity.call('ForgotPassword', { ClientId: LOCAL_CLIENT_ID, Username: typed })).status).toBe(200);
    expect((await identity.srpSignIn(typed, 'Wrong0password')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});

describe('the template', () => {
  it('is the deployable definition: Tokyo only, SRP + USER_AUTH + refresh, no secret, SMS MFA optional with a role', () => {
    expect(JSON.stringify(template.Rules)).toContain('ap-northeast-1');
    expect(client.ExplicitAuthFlows).toEqual(['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    expect(client.GenerateSecret).toBe(false);
    expect(pool.EnabledMfas).toEqual(['SMS_MFA']);
    expect((pool as unknown as { SmsConfiguration: { SnsCallerArn: unknown } }).SmsConfiguration.SnsCallerArn).toEqual({
      'Fn::GetAtt': ['SmsRole', 'Arn'],
    });
    // Spec section 5: 8 characters, a digit, a lowercase letter.
    expect(pool.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: 8,
      RequireNumbers: true,
      RequireLowercase: true,
    });
  });

  it('passkeys: Essentials tier, the portal’s domain as RP ID, user verification, password and passkey first factors', () => {
    expect(pool.UserPoolTier).toBe('ESSENTIALS');
    expect(pool.WebAuthnRelyingPartyID).toEqual({ Ref: 'PortalDomain' });
    expect(pool.WebAuthnUserVerification).toBe('required');
    expect(pool.Policies.SignInPolicy?.AllowedFirstAuthFactors).toEqual(['PASSWORD', 'WEB_AUTHN']);
    expect(poolDefinition().poolMetadata.PasskeyFactorConfiguration).toBe('MULTI_FACTOR_WITH_USER_VERIFICATION');
    expect(passkeySettings()).toEqual({
      relyingPartyId: 'localhost',
      userVerification: 'required',
      firstFactors: ['PASSWORD', 'WEB_AUTHN'],
      factorConfiguration: 'MULTI_FACTOR_WITH_USER_VERIFICATION',
      ceremonySeconds: 180,
    });
  });

  it('a changed template changes the pool the local stack writes (existing users kept)', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-files-'));
    try {
      ensurePoolFiles(dataDir);
      const poolFile = path.join(dataDir, 'db', `${LOCAL_USER_POOL_ID}.json`);
      const written = JSON.parse(fs.readFileSync(poolFile, 'utf8')) as {
        Users: object;
        Options: { Policies: unknown };
      };
      expect(written.Options.Policies).toEqual({ PasswordPolicy: pool.Policies.PasswordPolicy });
      fs.writeFileSync(
        poolFile,
        JSON.stringify({
          ...written,
          Users: { someone: { Username: 'someone' } },
          Options: { ...written.Options, Policies: { PasswordPolicy: { MinimumLength: 6 } } },
        }),
      );
      expect(ensurePoolFiles(dataDir)).toEqual({ createdPool: false, createdClient: false });
      const again = JSON.parse(fs.readFileSync(poolFile, 'utf8')) as typeof written;
      expect(again.Options.Policies).toEqual({ PasswordPolicy: pool.Policies.PasswordPolicy });
      expect(again.Users).toEqual({ someone: { Username: 'someone' } });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads CloudFormation short forms', () => {
    const parsed = parsePoolTemplate(
      'Resources:\n  P: { Type: AWS::Cognito::UserPool, Properties: { UserPoolName: !Sub "x-${A}", Arn: !GetAtt R.Arn } }\n  C: { Type: AWS::Cognito::UserPoolClient, Properties: { UserPoolId: !Ref P } }\n',
    );
    expect(parsed.pool).toEqual({ UserPoolName: { 'Fn::Sub': 'x-${A}' }, Arn: { 'Fn::GetAtt': ['R', 'Arn'] } });
    expect(parsed.client).toEqual({ UserPoolId: { Ref: 'P' } });
    expect(fs.existsSync(POOL_TEMPLATE_FILE)).toBe(true);
  });
});
