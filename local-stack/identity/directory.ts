import { CognitoError, userDoesNotExist, userIsDisabled } from './errors';
import { isCognitoError, type Emulator } from './emulator';
import type { PasswordPolicy } from './password-policy';
import type { AttributeType } from './tokens';

/** What the proxy needs to know about pools and users, asked of cognito-local through its admin operations. */

export interface UserRecord {
  username: string;
  enabled: boolean;
  status: string;
  attributes: AttributeType[];
}

interface AdminGetUserAnswer {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  UserAttributes?: AttributeType[];
}

export const attribute = (user: { attributes: readonly AttributeType[] }, name: string) => user.attributes.find((entry) => entry.Name === name)?.Value;

export class Directory {
  private readonly poolOfClient = new Map<string, string>();
  private readonly policies = new Map<string, PasswordPolicy>();

  constructor(private readonly emulator: Emulator) {}

  async poolForClient(clientId: unknown): Promise<string> {
    const id = typeof clientId === 'string' ? clientId : '';
    const cached = this.poolOfClient.get(id);
    if (cached) return cached;
    const { UserPools = [] } = await this.emulator.call<{ UserPools?: { Id: string }[] }>('ListUserPools', { MaxResults: 60 });
    for (const pool of UserPools) {
      const { UserPoolClients = [] } = await this.emulator.call<{ UserPoolClients?: { ClientId: string }[] }>('ListUserPoolClients', { UserPoolId: pool.Id });
      for (const client of UserPoolClients) this.poolOfClient.set(client.ClientId, pool.Id);
    }
    const found = this.poolOfClient.get(id);
    if (!found) throw new CognitoError('ResourceNotFoundException', `User pool client ${id} does not exist.`);
    return found;
  }

  async passwordPolicy(poolId: string): Promise<PasswordPolicy> {
    let policy = this.policies.get(poolId);
    if (!policy) {
      const { UserPool } = await this.emulator.call<{ UserPool?: { Policies?: { PasswordPolicy?: PasswordPolicy } } }>('DescribeUserPool', { UserPoolId: poolId });
      policy = UserPool?.Policies?.PasswordPolicy ?? {};
      this.policies.set(poolId, policy);
    }
    return policy;
  }

  /** By username, sub or e-mail (cognito-local resolves all three); undefined when there is no such user. */
  async findUser(poolId: string, username: unknown): Promise<UserRecord | undefined> {
    if (typeof username !== 'string' || !username) return undefined;
    try {
      const answer = await this.emulator.call<AdminGetUserAnswer>('AdminGetUser', { UserPoolId: poolId, Username: username });
      return { username: answer.Username, enabled: answer.Enabled !== false, status: answer.UserStatus ?? 'CONFIRMED', attributes: answer.UserAttributes ?? [] };
    } catch (error) {
      if (isCognitoError(error, 'UserNotFoundException')) return undefined;
      throw error;
    }
  }

  /** The user, or the error Cognito gives for a deleted or disabled one. */
  async activeUser(poolId: string, username: unknown): Promise<UserRecord> {
    const user = await this.findUser(poolId, username);
    if (!user) throw userDoesNotExist();
    if (!user.enabled) throw userIsDisabled();
    return user;
  }

  /** Another user already holding this address (Cognito keeps e-mail unique in an e-mail-username pool). */
  async emailTakenByOther(poolId: string, email: string, username: string): Promise<boolean> {
    const { Users = [] } = await this.emulator.call<{ Users?: { Username: string }[] }>('ListUsers', { UserPoolId: poolId, Filter: `email = "${email.replace(/"/g, '')}"` });
    return Users.some((user) => user.Username !== username);
  }
}
