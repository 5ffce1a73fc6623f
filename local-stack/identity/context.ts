import type { ChallengeSessions } from './challenge-sessions';
import type { Directory, UserRecord } from './directory';
import type { Emulator, Json } from './emulator';
import { accessTokenExpired, accessTokenRevoked, invalidAccessToken } from './errors';
import { decodeJwt, verifyJwt, type Claims } from './jwt';
import type { MfaChallenges, MfaPreferences } from './mfa';
import type { RevocationRegistry } from './revocation';
import type { SrpSessions } from './srp-sessions';
import { reissueResult, type AuthenticationResult } from './tokens';
import type { PasskeyState } from './webauthn';

/** Everything a handler of one Cognito operation may use. */
export interface ProxyContext {
  emulator: Emulator;
  directory: Directory;
  revocation: RevocationRegistry;
  mfaPreferences: MfaPreferences;
  mfaChallenges: MfaChallenges;
  srpSessions: SrpSessions;
  /** Passkeys: the pool's settings, registered credentials, ceremonies under way (./webauthn). */
  passkeys: PasskeyState;
  /** Sessions of the challenges cognito-local raised (NEW_PASSWORD_REQUIRED…), bound to member and challenge. */
  challengeSessions: ChallengeSessions;
  dataDir: string;
  log: (text: string) => void;
  nowSeconds: () => number;
}

/** The signed-in user behind an access token that passed every check Cognito makes. */
export interface Caller {
  claims: Claims;
  poolId: string;
  user: UserRecord;
}

export type Handler = (context: ProxyContext, body: Json, caller: Caller | undefined) => Promise<Json>;

/** Cognito's checks on an access token, which cognito-local only decodes. */
export const authenticate = async (context: ProxyContext, accessToken: unknown): Promise<Caller> => {
  const claims = verifyJwt(accessToken);
  if (!claims || claims.token_use !== 'access' || typeof claims.username !== 'string') throw invalidAccessToken();
  if (typeof claims.exp === 'number' && claims.exp <= context.nowSeconds()) throw accessTokenExpired();
  const poolId = await context.directory.poolForClient(claims.client_id);
  // A deleted or disabled user is reported as such even when the token was also revoked (spec section 8 tells them apart).
  const user = await context.directory.activeUser(poolId, claims.username);
  if (context.revocation.isRevoked(user.username, claims, 'access')) throw accessTokenRevoked();
  return { claims, poolId, user };
};

export const requireCaller = (caller: Caller | undefined): Caller => {
  if (!caller) throw invalidAccessToken();
  return caller;
};

/** Tokens of a new sign-in: a new revocation family, corrected claims. */
export const issueSignIn = (
  context: ProxyContext,
  user: UserRecord,
  result: AuthenticationResult,
  restamp = false,
): AuthenticationResult => {
  const originJti = context.revocation.startFamily(user.username, decodeJwt(result.RefreshToken));
  return reissueResult(result, {
    attributes: user.attributes,
    originJti,
    now: restamp ? context.nowSeconds() : undefined,
  });
};

/** A message the developer must see (codes), framed like cognito-local's own. */
export const announce = (context: ProxyContext, title: string, fields: Record<string, string>) => {
  const lines = [title, '', ...Object.entries(fields).map(([name, value]) => `${`${name}:`.padEnd(12)} ${value}`)];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const framed = lines.map((line) => `│ ${line.padEnd(width - 2)} │`);
  context.log(['╭' + '─'.repeat(width) + '╮', ...framed, '╰' + '─'.repeat(width) + '╯'].join('\n'));
};
