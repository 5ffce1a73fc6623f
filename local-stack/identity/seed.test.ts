import fs from 'node:fs';
import path from 'node:path';
import { seed } from '../seed';
import { DEMO_ACCOUNTS, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { readLatestCode } from './codes';
import { startTestIdentity, type TestIdentity } from './testing';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

const dataFiles = () => {
  const dir = identity.dataDir;
  const files = [
    path.join(dir, 'db', `${LOCAL_USER_POOL_ID}.json`),
    path.join(dir, 'db', 'clients.json'),
    path.join(dir, 'proxy', 'mfa-preferences.json'),
  ];
  return files.map((file) => fs.readFileSync(file, 'utf8'));
};

it('uses the fixed pool and client ids the app is configured with', async () => {
  const pool = await identity.call<{ UserPool: Record<string, unknown> }>('DescribeUserPool', {
    UserPoolId: LOCAL_USER_POOL_ID,
  });
  expect(pool.body.UserPool).toMatchObject({
    Id: LOCAL_USER_POOL_ID,
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OPTIONAL',
  });
  const names = (pool.body.UserPool.SchemaAttributes as { Name: string }[]).map((attribute) => attribute.Name);
  expect(names).toEqual(
    expect.arrayContaining(['custom:otc_user_id', 'custom:family_name_kana', 'custom:given_name_kana']),
  );
  const client = await identity.call<{ UserPoolClient: Record<string, unknown> }>('DescribeUserPoolClient', {
    UserPoolId: LOCAL_USER_POOL_ID,
    ClientId: LOCAL_CLIENT_ID,
  });
  expect(client.body.UserPoolClient.ExplicitAuthFlows).toEqual([
    'ALLOW_USER_SRP_AUTH',
    'ALLOW_USER_AUTH',
    'ALLOW_REFRESH_TOKEN_AUTH',
  ]);
});

it('puts every demo member in its state', async () => {
  const states = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const user = (
        await identity.call<Record<string, unknown>>('AdminGetUser', {
          UserPoolId: LOCAL_USER_POOL_ID,
          Username: account.email,
        })
      ).body;
      return {
        key: account.key,
        status: user.UserStatus,
        enabled: user.Enabled,
        mfa: user.PreferredMfaSetting ?? null,
      };
    }),
  );
  expect(states).toEqual([
    { key: 'new', status: 'UNCONFIRMED', enabled: true, mfa: null },
    { key: 'verified', status: 'CONFIRMED', enabled: true, mfa: null },
    { key: 'eligible', status: 'CONFIRMED', enabled: true, mfa: null },
    { key: 'sms', status: 'CONFIRMED', enabled: true, mfa: 'SMS_MFA' },
    { key: 'disabled', status: 'CONFIRMED', enabled: false, mfa: null },
  ]);
  expect(readLatestCode(identity.dataDir, 'new@example.com', 'signup')).toMatch(/^\d{6}$/);
});

it('is idempotent: a second run reports no change and leaves the data files as they were', async () => {
  const before = dataFiles();
  await expect(seed({ endpoint: identity.stack.endpoint, dataDir: identity.dataDir })).resolves.toEqual([]);
  expect(dataFiles()).toEqual(before);
});

it('repairs a demo member someone changed', async () => {
  await identity.call('AdminEnableUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: 'disabled@example.com' });
  await expect(seed({ endpoint: identity.stack.endpoint, dataDir: identity.dataDir })).resolves.toEqual([
    'disabled@example.com: disabled',
  ]);
});
