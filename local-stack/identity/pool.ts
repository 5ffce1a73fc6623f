import fs from 'node:fs';
import path from 'node:path';
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';

/**
 * The member-portal pool and app client with fixed ids. cognito-local invents a random id on CreateUserPool and only
 * discovers pools from `db/<poolId>.json` file names when it starts, so the stack writes these files before it
 * launches the emulator (the same shapes CreateUserPool/CreateUserPoolClient store).
 */

export const CUSTOM_ATTRIBUTES = ['otc_user_id', 'family_name_kana', 'given_name_kana'] as const;

/** Spec section 5: at least 8 characters, a digit and a lowercase letter. */
export const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireUppercase: false,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: false,
  TemporaryPasswordValidityDays: 7,
};

export const CLIENT_AUTH_FLOWS = ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

/** Where cognito-local keeps its files inside a data dir (it is started so that `.cognito` is the data dir). */
export const emulatorDbDir = (dataDir: string) => path.join(dataDir, 'db');

const poolOptions = (now: string) => ({
  ...USER_POOL_AWS_DEFAULTS,
  Policies: { PasswordPolicy: PASSWORD_POLICY },
  SchemaAttributes: [
    ...(USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []),
    ...CUSTOM_ATTRIBUTES.map((name) => ({
      Name: `custom:${name}`,
      AttributeDataType: 'String',
      DeveloperOnlyAttribute: false,
      Mutable: true,
      Required: false,
      StringAttributeConstraints: { MinLength: '0', MaxLength: '256' },
    })),
  ],
  UsernameAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  MfaConfiguration: 'OPTIONAL',
  Arn: `arn:aws:cognito-idp:local:local:userpool/${LOCAL_USER_POOL_ID}`,
  CreationDate: now,
  LastModifiedDate: now,
  Id: LOCAL_USER_POOL_ID,
  Name: 'member-portal-local',
});

/** Real Cognito's defaults (cognito-local would otherwise issue 24-hour tokens). */
const appClient = (now: string) => ({
  ClientId: LOCAL_CLIENT_ID,
  ClientName: 'member-portal-web',
  CreationDate: now,
  LastModifiedDate: now,
  ExplicitAuthFlows: CLIENT_AUTH_FLOWS,
  AccessTokenValidity: 60,
  IdTokenValidity: 60,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  EnableTokenRevocation: true,
  UserPoolId: LOCAL_USER_POOL_ID,
});

const readJson = (file: string): Record<string, unknown> | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;

/** Writes the pool and client files when absent; existing ones (and their users) are left alone. Emulator must be stopped. */
export const ensurePoolFiles = (dataDir: string): { createdPool: boolean; createdClient: boolean } => {
  const dbDir = emulatorDbDir(dataDir);
  fs.mkdirSync(dbDir, { recursive: true });
  const now = new Date().toISOString();
  const poolFile = path.join(dbDir, `${LOCAL_USER_POOL_ID}.json`);
  const createdPool = !fs.existsSync(poolFile);
  if (createdPool) fs.writeFileSync(poolFile, JSON.stringify({ Users: {}, Options: poolOptions(now) }, null, 2));

  const clientsFile = path.join(dbDir, 'clients.json');
  const clients = (readJson(clientsFile)?.Clients ?? {}) as Record<string, unknown>;
  const createdClient = !(LOCAL_CLIENT_ID in clients);
  if (createdClient) {
    fs.writeFileSync(clientsFile, JSON.stringify({ Clients: { ...clients, [LOCAL_CLIENT_ID]: appClient(now) } }, null, 2));
  }
  return { createdPool, createdClient };
};
