import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_USER_POOL_ID } from '../../src/config/local-identity';
import { emulatorDbDir } from './pool';
import { startTestIdentity, type TestIdentity } from './testing';

/**
 * cognito-local's pool file under changes made at the same moment (emulator-atomic-writes.cjs): without the preload,
 * about half of these rounds left the file cut into a state that is not JSON (16 of 30 when measured), which the
 * proxy read as "no password" and cognito-local refused at its next start.
 */
let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(async () => identity.stop());

const MEMBERS = ['eligible@example.com', 'verified@example.com', 'sms@example.com', 'new@example.com'];

const emulatorCall = (operation: string, body: object) =>
  fetch(identity.stack.emulatorEndpoint, {
    method: 'POST',
    headers: {
      ...identity.stack.emulatorHeaders,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });

interface PoolFile {
  Users: Record<string, { Attributes?: { Name: string; Value: string }[] }>;
}

it('stays whole JSON holding the last change of each member when members change things at the same moment', async () => {
  const file = path.join(emulatorDbDir(identity.dataDir), `${LOCAL_USER_POOL_ID}.json`);
  const unreadable: number[] = [];
  for (let round = 0; round < 12; round += 1) {
    // Names of different lengths, so that writes overlapping in place would leave a tail behind.
    const names = MEMBERS.map((_, index) => `${round}:${'x'.repeat(((round * 7 + index * 13) % 40) * 50)}`);
    const answers = await Promise.all(
      MEMBERS.map((email, index) =>
        emulatorCall('AdminUpdateUserAttributes', {
          UserPoolId: LOCAL_USER_POOL_ID,
          Username: email,
          UserAttributes: [{ Name: 'name', Value: names[index] }],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(MEMBERS.map(() => 200));
    let pool: PoolFile;
    try {
      pool = JSON.parse(fs.readFileSync(file, 'utf8')) as PoolFile;
    } catch {
      unreadable.push(round);
      continue;
    }
    const nameOf = (email: string) =>
      Object.values(pool.Users)
        .find((user) => user.Attributes?.some((attribute) => attribute.Name === 'email' && attribute.Value === email))
        ?.Attributes?.find((attribute) => attribute.Name === 'name')?.Value;
    // The last change of each member is what the file holds (compared by round and length, not 2,000 x's).
    const summary = (name: string | undefined) =>
      name === undefined ? undefined : `${name.split(':')[0]}/${name.length}`;
    expect(MEMBERS.map((email) => summary(nameOf(email)))).toEqual(names.map(summary));
  }
  expect(unreadable).toEqual([]);
}, 120000);
