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

interface PoolSettings {
  Policies?: { PasswordPolicy?: PasswordPolicy };
  UsernameConfiguration?: { CaseSensitive?: boolean };
}

interface AdminGetUserAnswer {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  UserAttributes?: AttributeType[];
}

export const attribute = (user: { attributes: readonly AttributeType[] }, name: string) =>
  user.attributes.find((entry) => entry.Name === name)?.Value;

export class Directory {
  private readonly poolOfClient = new Map<string, string>();
  private readonly pools = new Map<string, PoolSettings>();
  private readonly clientFlows = new Map<string, string[]>();

  constructor(private readonly emulator: Emulator) {}

  async poolForClient(clientId: unknown): Promise<string> {
    const id = typeof clientId === 'string' ? clientId : '';
    const cached = this.poolOfClient.get(id);
    if (cached) return cached;
    const { UserPools = [] } = await this.emulator.call<{ UserPools?: { Id: string }[] }>('ListUserPools', {
      MaxResults: 60,
    });
    for (const pool of UserPools) {
      const { UserPoolClients = [] } = await this.emulator.call<{ UserPoolClients?: { ClientId: string }[] }>(
        'ListUserPoolClients',
        { UserPoolId: pool.Id },
      );
      for (const client of UserPoolClients) this.poolOfClient.set(client.ClientId, pool.Id);
    }
    const found = this.poolOfClient.get(id);
    if (!found) throw new CognitoError('ResourceNotFoundException', `User pool client ${id} does not exist.`);
    return found;
  }

  private async pool(poolId: string): Promise<PoolSettings> {
    let settings = this.pools.get(poolId);
    if (!settings) {
      const { UserPool } = await this.emulator.call<{ UserPool?: PoolSettings }>('DescribeUserPool', {
        UserPoolId: poolId,
      });
      settings = UserPool ?? {};
      this.pools.set(poolId, settings);
    }
    return settings;
  }

  async passwordPolicy(poolId: string): Promise<PasswordPolicy> {
    return (await this.pool(poolId)).Policies?.PasswordPolicy ?? {};
  }

  /** `UsernameConfiguration: { CaseSensitive: false }`: usernames and e-mail aliases match whatever their case. */
  async caseInsensitive(poolId: string): Promise<boolean> {
    return (await this.pool(poolId)).UsernameConfiguration?.CaseSensitive === false;
  }

  /** The app client's ExplicitAuthFlows (ALLOW_USER_SRP_AUTH, ...). */
  async authFlows(clientId: unknown): Promise<string[]> {
    const id = typeof clientId === 'string' ? clientId : '';
    let flows = this.clientFlows.get(id);
    if (!flows) {
      const poolId = await this.poolForClient(id);
      const { UserPoolClient } = await this.emulator.call<{ UserPoolClient?: { ExplicitAuthFlows?: string[] } }>(
        'DescribeUserPoolClient',
        { UserPoolId: poolId, ClientId: id },
      );
      flows = UserPoolClient?.ExplicitAuthFlows ?? [];
      this.clientFlows.set(id, flows);
    }
    return flows;
  }

  /** cognito-local compares names exactly; a case-insensitive pool finds the member whatever case was typed. */
  private async usernameIgnoringCase(poolId: string, username: string): Promise<string | undefined> {
    if (!(await this.caseInsensitive(poolId))) return undefined;
    const wanted = username.toLowerCase();
    const { Users = [] } = await this.emulator.call<{ Users?: { Username: string; Attributes?: AttributeType[] }[] }>(
      'ListUsers',
      { UserPoolId: poolId },
    );
    const named = (user: { Username: string; Attributes?: AttributeType[] }) =>
      user.Username.toLowerCase() === wanted ||
      (user.Attributes ?? []).some(
        (entry) => (entry.Name === 'email' || entry.Name === 'sub') && entry.Value?.toLowerCase() === wanted,
      );
    return Users.find(named)?.Username;
  }

  private async adminGetUser(poolId: string, username: string): Promise<UserRecord | undefined> {
    try {
      const answer = await this.emulator.call<AdminGetUserAnswer>('AdminGetUser', {
        UserPoolId: poolId,
        Username: username,
      });
      return {
        username: answer.Username,
        enabled: answer.Enabled !== false,
        status: answer.UserStatus ?? 'CONFIRMED',
        attributes: answer.UserAttributes ?? [],
      };
    } catch (error) {
      if (isCognitoError(error, 'UserNotFoundException')) return undefined;
      throw error;
    }
  }

  /** By username, sub or e-mail (cognito-local resolves all three; the case only matters in a case-sensitive pool); undefined when there is no such user. */
  async findUser(poolId: string, username: unknown): Promise<UserRecord | undefined> {
    if (typeof username !== 'string' || !username) return undefined;
    const exact = await this.adminGetUser(poolId, username);
    if (exact) return exact;
    const stored = await this.usernameIgnoringCase(poolId, username);
    return stored === undefined ? undefined : this.adminGetUser(poolId, stored);
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
    const other = await this.findUser(poolId, email);
    return other !== undefined && other.username !== username && attribute(other, 'email') !== undefined;
  }
}
