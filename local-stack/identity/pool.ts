import fs from 'node:fs';
import path from 'node:path';
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService';
import { poolDefinition, type SchemaAttribute } from '../../infra/pool-definition';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';

/**
 * The member-portal pool and app client with fixed ids, with the settings of the deployed ones: everything below is
 * read from infra/member-portal-pool.yaml (the CloudFormation template), so local and deployed pools cannot drift
 * (pool.test.ts compares what the running stack reports with the template). cognito-local invents a random id on
 * CreateUserPool and only discovers pools from `db/<poolId>.json` file names when it starts, so the stack writes
 * these files before it launches the emulator (the same shapes CreateUserPool/CreateUserPoolClient store).
 */

/** Where cognito-local keeps its files inside a data dir (it is started so that `.cognito` is the data dir). */
export const emulatorDbDir = (dataDir: string) => path.join(dataDir, 'db');

/** CloudFormation's custom attribute `x` is `custom:x` in the API; Cognito adds DeveloperOnlyAttribute: false. */
const schemaAttribute = (attribute: SchemaAttribute) => ({
  ...attribute,
  Name: `custom:${attribute.Name}`,
  DeveloperOnlyAttribute: false,
});

export const poolOptions = (created: string, now: string) => {
  const { pool } = poolDefinition();
  return {
    ...USER_POOL_AWS_DEFAULTS,
    Policies: { PasswordPolicy: pool.Policies.PasswordPolicy },
    SchemaAttributes: [...(USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []), ...pool.Schema.map(schemaAttribute)],
    UsernameAttributes: pool.UsernameAttributes,
    UsernameConfiguration: pool.UsernameConfiguration,
    AutoVerifiedAttributes: pool.AutoVerifiedAttributes,
    MfaConfiguration: pool.MfaConfiguration,
    Arn: `arn:aws:cognito-idp:local:local:userpool/${LOCAL_USER_POOL_ID}`,
    CreationDate: created,
    LastModifiedDate: now,
    Id: LOCAL_USER_POOL_ID,
    Name: 'member-portal-local',
  };
};

export const appClient = (created: string, now: string) => {
  const { client } = poolDefinition();
  return {
    ClientId: LOCAL_CLIENT_ID,
    ClientName: client.ClientName,
    CreationDate: created,
    LastModifiedDate: now,
    ExplicitAuthFlows: client.ExplicitAuthFlows,
    AccessTokenValidity: client.AccessTokenValidity,
    IdTokenValidity: client.IdTokenValidity,
    RefreshTokenValidity: client.RefreshTokenValidity,
    TokenValidityUnits: client.TokenValidityUnits,
    AuthSessionValidity: client.AuthSessionValidity,
    EnableTokenRevocation: client.EnableTokenRevocation,
    PreventUserExistenceErrors: client.PreventUserExistenceErrors,
    UserPoolId: LOCAL_USER_POOL_ID,
  };
};

const readJson = (file: string): Record<string, unknown> | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;

/**
 * Writes the pool and client files, or brings existing ones up to the template's settings; their users, codes and
 * tokens are kept. The emulator must be stopped (it reads the files only when it starts).
 */
export const ensurePoolFiles = (dataDir: string): { createdPool: boolean; createdClient: boolean } => {
  const dbDir = emulatorDbDir(dataDir);
  fs.mkdirSync(dbDir, { recursive: true });
  const now = new Date().toISOString();
  const poolFile = path.join(dbDir, `${LOCAL_USER_POOL_ID}.json`);
  const existingPool = readJson(poolFile);
  const poolCreated = (existingPool?.Options as { CreationDate?: string } | undefined)?.CreationDate ?? now;
  fs.writeFileSync(
    poolFile,
    JSON.stringify({ Users: {}, ...existingPool, Options: poolOptions(poolCreated, now) }, null, 2),
  );

  const clientsFile = path.join(dbDir, 'clients.json');
  const clients = (readJson(clientsFile)?.Clients ?? {}) as Record<string, { CreationDate?: string }>;
  const existingClient = clients[LOCAL_CLIENT_ID];
  const clientCreated = existingClient?.CreationDate ?? now;
  fs.writeFileSync(
    clientsFile,
    JSON.stringify({ Clients: { ...clients, [LOCAL_CLIENT_ID]: appClient(clientCreated, now) } }, null, 2),
  );
  return { createdPool: !existingPool, createdClient: !existingClient };
};
