import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { seedDemoMember } from './identity/demo-members';
import { DEMO_ACCOUNTS, LOCAL_CLIENT_ID, LOCAL_REGION, LOCAL_USER_POOL_ID } from '../src/config/local-identity';

/**
 * seed() (`npm run seed` runs it from scripts/seed.ts): puts the demo members into their states through the
 * compatibility proxy (so the SMS preference lands where the proxy keeps it); a second run changes nothing. The pool
 * and the client with their fixed ids are written by startIdentityStack before cognito-local starts
 * (identity/pool.ts): cognito-local picks a random id on CreateUserPool and finds pools only by file name at start-up.
 */

export interface SeedOptions {
  /** The proxy endpoint (identity stack `endpoint`). */
  endpoint: string;
  /** The stack's data dir; only named in the error when the pool is missing. */
  dataDir?: string;
  log?: (line: string) => void;
}

export const identityClient = (endpoint: string) => {
  // The SDK's notice that it will drop Node 20 next year says nothing about a local emulator (engines allows 20).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
};

const ensurePool = async (client: CognitoIdentityProviderClient, dataDir: string | undefined) => {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: LOCAL_USER_POOL_ID }));
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: LOCAL_USER_POOL_ID, ClientId: LOCAL_CLIENT_ID }));
  } catch (error) {
    throw new Error(
      `The emulator has no pool ${LOCAL_USER_POOL_ID} / client ${LOCAL_CLIENT_ID}: start it with startIdentityStack (it writes them into ${dataDir ?? 'the data dir'} before cognito-local starts). ${String(error)}`,
    );
  }
};

/** Returns what it changed, one line per change ("sms@example.com: SMS two-step on"); empty when all was in place. */
export const seed = async ({ endpoint, dataDir, log = () => undefined }: SeedOptions): Promise<string[]> => {
  const client = identityClient(endpoint);
  const changes: string[] = [];
  try {
    await ensurePool(client, dataDir);
    for (const account of DEMO_ACCOUNTS) {
      await seedDemoMember(client, account, (what) => {
        changes.push(`${account.email}: ${what}`);
        log(`[seed] ${account.email}: ${what}`);
      });
    }
  } finally {
    client.destroy();
  }
  return changes;
};
