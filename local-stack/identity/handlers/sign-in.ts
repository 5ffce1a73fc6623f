import { recordProxyCode } from '../codes';
import { announce, issueSignIn, type Handler, type ProxyContext } from '../context';
import { attribute, type UserRecord } from '../directory';
import type { Json } from '../emulator';
import { storedPassword } from '../emulator-store';
import { CognitoError, incorrectCredentials, invalidParameter, invalidRefreshToken, mfaCodeMismatch, mfaSessionExpired, refreshTokenRevoked, srpSessionExpired } from '../errors';
import { verifyJwt } from '../jwt';
import { maskPhone } from '../mfa';
import { claimSignature, N, newSalt, parseHex, poolNameOf, serverEphemeral, serverKey, signaturesMatch, verifierFor } from '../srp';
import { reissueResult, type AuthenticationResult } from '../tokens';

type Params = Record<string, string | undefined>;

/** Refresh as Cognito does it: revoked, expired, deleted and disabled are refused before cognito-local is asked. */
const refresh = async (context: ProxyContext, clientId: unknown, refreshToken: unknown): Promise<AuthenticationResult> => {
  const claims = verifyJwt(refreshToken);
  const username = claims?.['cognito:username'];
  if (!claims || typeof username !== 'string') throw invalidRefreshToken();
  if (typeof claims.exp === 'number' && claims.exp <= context.nowSeconds()) throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
  const poolId = await context.directory.poolForClient(clientId);
  const user = await context.directory.activeUser(poolId, username);
  if (context.revocation.isRevoked(user.username, claims, 'refresh')) throw refreshTokenRevoked();
  const body = { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } };
  const answer = await context.emulator.call<{ AuthenticationResult: AuthenticationResult }>('InitiateAuth', body, 'GetTokensFromRefreshToken');
  const originJti = context.revocation.familyFor(user.username, claims);
  return reissueResult(answer.AuthenticationResult, { attributes: user.attributes, originJti });
};

/** Amplify v6 refreshes with this operation, which cognito-local does not have. */
export const getTokensFromRefreshToken: Handler = async (context, body) => ({
  AuthenticationResult: await refresh(context, body.ClientId, body.RefreshToken),
});

/**
 * After the password is proven (USER_PASSWORD_AUTH, or the SRP claim): cognito-local's own password sign-in gives the
 * tokens or its challenge (unconfirmed, reset required, new password), then the proxy's SMS two-step when it is on.
 */
export const continueSignIn = async (context: ProxyContext, poolId: string, user: UserRecord, emulatorBody: Json): Promise<Json> => {
  const answer = await context.emulator.call<Json & { AuthenticationResult?: AuthenticationResult }>('InitiateAuth', emulatorBody, 'InitiateAuth');
  if (!answer.AuthenticationResult) return answer;

  const phone = attribute(user, 'phone_number');
  if (!context.mfaPreferences.get(poolId, user.username).enabled || !phone) {
    return { ChallengeParameters: {}, AuthenticationResult: issueSignIn(context, user, answer.AuthenticationResult) };
  }
  const { session, code } = context.mfaChallenges.start({ username: user.username, poolId, result: answer.AuthenticationResult });
  const email = attribute(user, 'email') ?? user.username;
  recordProxyCode(context.dataDir, email, 'mfa', code);
  announce(context, 'SMS sign-in code (compatibility proxy)', { Username: email, Destination: phone, Code: code });
  return {
    ChallengeName: 'SMS_MFA',
    Session: session,
    ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: maskPhone(phone), USER_ID_FOR_SRP: user.username },
  };
};

/** USER_SRP_AUTH, first step: the PASSWORD_VERIFIER challenge, with B from the verifier of the stored password. */
export const startSrp = async (context: ProxyContext, body: Json, parameters: Params): Promise<Json> => {
  if (!parameters.USERNAME) throw invalidParameter('Missing required parameter USERNAME');
  const A = parseHex(parameters.SRP_A);
  if (A === undefined) throw invalidParameter('Missing required parameter SRP_A');
  if (A % N === 0n) throw invalidParameter('Invalid SRP_A value.');
  const poolId = await context.directory.poolForClient(body.ClientId);
  const user = await context.directory.activeUser(poolId, parameters.USERNAME);
  const password = storedPassword(context.dataDir, poolId, user.username);
  if (password === undefined) throw incorrectCredentials();
  const salt = newSalt();
  const verifier = verifierFor(poolNameOf(poolId), user.username, password, salt);
  const { b, B } = serverEphemeral(verifier);
  const secretBlock = context.srpSessions.start({ poolId, clientId: String(body.ClientId), username: user.username, A, b, B, salt, verifier });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: { SALT: salt.toString(16), SECRET_BLOCK: secretBlock, SRP_B: B.toString(16), USERNAME: user.username, USER_ID_FOR_SRP: user.username },
  };
};

/** USER_SRP_AUTH, second step: the claim signature proves the password; then as a password sign-in. */
const answerSrp = async (context: ProxyContext, body: Json, responses: Params): Promise<Json> => {
  const pending = context.srpSessions.take(responses.PASSWORD_CLAIM_SECRET_BLOCK);
  if (!pending || pending.clientId !== body.ClientId) throw srpSessionExpired();
  const user = await context.directory.activeUser(pending.poolId, pending.username);
  // USERNAME may be the e-mail or the internal username; it must be the member the challenge was for.
  const named = responses.USERNAME === user.username ? user : await context.directory.findUser(pending.poolId, responses.USERNAME);
  if (named?.username !== user.username || !responses.TIMESTAMP) throw incorrectCredentials();
  const key = serverKey(pending);
  const expected = key && claimSignature({ key, poolName: poolNameOf(pending.poolId), userId: user.username, secretBlock: String(responses.PASSWORD_CLAIM_SECRET_BLOCK), timestamp: responses.TIMESTAMP });
  if (!expected || !signaturesMatch(expected, responses.PASSWORD_CLAIM_SIGNATURE)) throw incorrectCredentials();
  const password = storedPassword(context.dataDir, pending.poolId, user.username);
  // Changed between the two steps: the verifier the claim was proven against is no longer the member's.
  if (password === undefined || verifierFor(poolNameOf(pending.poolId), user.username, password, pending.salt) !== pending.verifier) throw incorrectCredentials();
  return continueSignIn(context, pending.poolId, user, { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: body.ClientId, AuthParameters: { USERNAME: user.username, PASSWORD: password } });
};

export const initiateAuth: Handler = async (context, body) => {
  const parameters = (body.AuthParameters ?? {}) as Params;
  if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
    return { ChallengeParameters: {}, AuthenticationResult: await refresh(context, body.ClientId, parameters.REFRESH_TOKEN) };
  }
  if (body.AuthFlow !== 'USER_SRP_AUTH' && body.AuthFlow !== 'USER_PASSWORD_AUTH') return context.emulator.call('InitiateAuth', body);
  // cognito-local ignores the client's ExplicitAuthFlows; Cognito refuses a flow the client does not allow.
  if (!(await context.directory.authFlows(body.ClientId)).includes(`ALLOW_${body.AuthFlow}`)) throw invalidParameter(`${body.AuthFlow} flow not enabled for this client`);
  if (body.AuthFlow === 'USER_SRP_AUTH') return startSrp(context, body, parameters);

  const poolId = await context.directory.poolForClient(body.ClientId);
  // cognito-local lets disabled users in and words an unknown user as NotAuthorized.
  const user = await context.directory.activeUser(poolId, parameters.USERNAME);
  return continueSignIn(context, poolId, user, { ...body, AuthParameters: { ...parameters, USERNAME: user.username } });
};

export const respondToAuthChallenge: Handler = async (context, body) => {
  const responses = (body.ChallengeResponses ?? {}) as Params;
  if (body.ChallengeName === 'PASSWORD_VERIFIER') return answerSrp(context, body, responses);
  if (body.ChallengeName === 'SMS_MFA') {
    const pending = context.mfaChallenges.find(body.Session);
    if (!pending) throw mfaSessionExpired();
    if (responses.SMS_MFA_CODE !== pending.code) throw mfaCodeMismatch();
    context.mfaChallenges.finish(body.Session as string);
    const user = await context.directory.activeUser(pending.poolId, pending.username);
    return { ChallengeParameters: {}, AuthenticationResult: issueSignIn(context, user, pending.result, true) };
  }
  // Other challenges (new password, TOTP) are cognito-local's own; only their tokens need correcting.
  const answer = await context.emulator.call<Json & { AuthenticationResult?: AuthenticationResult }>('RespondToAuthChallenge', body);
  if (!answer.AuthenticationResult) return answer;
  const poolId = await context.directory.poolForClient(body.ClientId);
  const user = await context.directory.activeUser(poolId, responses.USERNAME);
  return { ...answer, AuthenticationResult: issueSignIn(context, user, answer.AuthenticationResult) };
};
