import { recordProxyCode } from '../codes';
import { announce, issueSignIn, type Handler, type ProxyContext } from '../context';
import { attribute, type UserRecord } from '../directory';
import type { Json } from '../emulator';
import { storedPassword } from '../emulator-store';
import {
  CognitoError,
  incorrectCredentials,
  invalidParameter,
  invalidRefreshToken,
  invalidSession,
  mfaCodeMismatch,
  mfaSessionExpired,
  refreshTokenRevoked,
  srpSessionExpired,
} from '../errors';
import { verifyJwt } from '../jwt';
import { maskPhone } from '../mfa';
import {
  claimSignature,
  N,
  newSalt,
  parseHex,
  poolNameOf,
  serverEphemeral,
  serverKey,
  signaturesMatch,
  verifierFor,
} from '../srp';
import { reissueResult, type AuthenticationResult } from '../tokens';

type Params = Record<string, string | undefined>;

/** Refresh as Cognito does it: revoked, expired, deleted and disabled are refused before cognito-local is asked. */
const refresh = async (
  context: ProxyContext,
  clientId: unknown,
  refreshToken: unknown,
): Promise<AuthenticationResult> => {
  const claims = verifyJwt(refreshToken);
  const username = claims?.['cognito:username'];
  if (!claims || typeof username !== 'string') throw invalidRefreshToken();
  if (typeof claims.exp === 'number' && claims.exp <= context.nowSeconds())
    throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
  const poolId = await context.directory.poolForClient(clientId);
  const user = await context.directory.activeUser(poolId, username);
  if (context.revocation.isRevoked(user.username, claims, 'refresh')) throw refreshTokenRevoked();
  const body = { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } };
  const answer = await context.emulator.call<{ AuthenticationResult: AuthenticationResult }>(
    'InitiateAuth',
    body,
    'GetTokensFromRefreshToken',
  );
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
export const continueSignIn = async (
  context: ProxyContext,
  poolId: string,
  user: UserRecord,
  emulatorBody: Json,
): Promise<Json> => {
  const answer = await context.emulator.call<Json & { AuthenticationResult?: AuthenticationResult }>(
    'InitiateAuth',
    emulatorBody,
    'InitiateAuth',
  );
  if (!answer.AuthenticationResult) {
    // A challenge of cognito-local's (NEW_PASSWORD_REQUIRED…): its Session is swapped for one bound to this member and
    // challenge (../challenge-sessions.ts), the only one RespondToAuthChallenge then takes.
    if (typeof answer.ChallengeName !== 'string' || typeof answer.Session !== 'string') return answer;
    const session = context.challengeSessions.issue({
      poolId,
      clientId: String(emulatorBody.ClientId),
      username: user.username,
      challengeName: answer.ChallengeName,
      emulatorSession: answer.Session,
    });
    return { ...answer, Session: session };
  }

  const phone = attribute(user, 'phone_number');
  if (!context.mfaPreferences.get(poolId, user.username).enabled || !phone) {
    return { ChallengeParameters: {}, AuthenticationResult: issueSignIn(context, user, answer.AuthenticationResult) };
  }
  const { session, code } = context.mfaChallenges.start({
    username: user.username,
    poolId,
    result: answer.AuthenticationResult,
  });
  const email = attribute(user, 'email') ?? user.username;
  recordProxyCode(context.dataDir, email, 'mfa', code);
  announce(context, 'SMS sign-in code (compatibility proxy)', { Username: email, Destination: phone, Code: code });
  return {
    ChallengeName: 'SMS_MFA',
    Session: session,
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      CODE_DELIVERY_DESTINATION: maskPhone(phone),
      USER_ID_FOR_SRP: user.username,
    },
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
  const secretBlock = context.srpSessions.start({
    poolId,
    clientId: String(body.ClientId),
    username: user.username,
    A,
    b,
    B,
    salt,
    verifier,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: salt.toString(16),
      SECRET_BLOCK: secretBlock,
      SRP_B: B.toString(16),
      USERNAME: user.username,
      USER_ID_FOR_SRP: user.username,
    },
  };
};

/** USER_SRP_AUTH, second step: the claim signature proves the password; then as a password sign-in. */
const answerSrp = async (context: ProxyContext, body: Json, responses: Params): Promise<Json> => {
  const pending = context.srpSessions.take(responses.PASSWORD_CLAIM_SECRET_BLOCK);
  if (!pending || pending.clientId !== body.ClientId) throw srpSessionExpired();
  const user = await context.directory.activeUser(pending.poolId, pending.username);
  // USERNAME may be the e-mail or the internal username; it must be the member the challenge was for.
  const named =
    responses.USERNAME === user.username ? user : await context.directory.findUser(pending.poolId, responses.USERNAME);
  if (named?.username !== user.username || !responses.TIMESTAMP) throw incorrectCredentials();
  const key = serverKey(pending);
  const expected =
    key &&
    claimSignature({
      key,
      poolName: poolNameOf(pending.poolId),
      userId: user.username,
      secretBlock: String(responses.PASSWORD_CLAIM_SECRET_BLOCK),
      timestamp: responses.TIMESTAMP,
    });
  if (!expected || !signaturesMatch(expected, responses.PASSWORD_CLAIM_SIGNATURE)) throw incorrectCredentials();
  const password = storedPassword(context.dataDir, pending.poolId, user.username);
  // Changed between the two steps: the verifier the claim was proven against is no longer the member's.
  if (
    password === undefined ||
    verifierFor(poolNameOf(pending.poolId), user.username, password, pending.salt) !== pending.verifier
  )
    throw incorrectCredentials();
  return continueSignIn(context, pending.poolId, user, {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: body.ClientId,
    AuthParameters: { USERNAME: user.username, PASSWORD: password },
  });
};

/** InitiateAuth's AuthFlow values in Cognito's API. */
const AUTH_FLOWS = [
  'USER_SRP_AUTH',
  'REFRESH_TOKEN_AUTH',
  'REFRESH_TOKEN',
  'CUSTOM_AUTH',
  'ADMIN_NO_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'ADMIN_USER_PASSWORD_AUTH',
  'USER_AUTH',
];
/** RespondToAuthChallenge's ChallengeName values in Cognito's API. */
const CHALLENGE_NAMES = [
  'SMS_MFA',
  'EMAIL_OTP',
  'SOFTWARE_TOKEN_MFA',
  'SELECT_MFA_TYPE',
  'MFA_SETUP',
  'PASSWORD_VERIFIER',
  'CUSTOM_CHALLENGE',
  'SELECT_CHALLENGE',
  'DEVICE_SRP_AUTH',
  'DEVICE_PASSWORD_VERIFIER',
  'ADMIN_NO_SRP_AUTH',
  'NEW_PASSWORD_REQUIRED',
  'SMS_OTP',
  'PASSWORD',
  'WEB_AUTHN',
  'PASSWORD_SRP',
];
const enumError = (member: string, value: unknown, allowed: readonly string[]) =>
  invalidParameter(
    `1 validation error detected: Value '${String(value)}' at '${member}' failed to satisfy constraint: Member must satisfy enum value set: [${allowed.join(', ')}]`,
  );

/**
 * Cognito's 400 for a flow this client cannot use (cognito-local answers some with a 500, which Amplify retries): an
 * unknown flow, an admin flow on the public operation, or one the app client's ExplicitAuthFlows do not allow.
 */
const refuseUnsupportedFlow = async (context: ProxyContext, body: Json) => {
  if (!AUTH_FLOWS.includes(String(body.AuthFlow))) throw enumError('authFlow', body.AuthFlow, AUTH_FLOWS);
  if (String(body.AuthFlow).startsWith('ADMIN_')) throw invalidParameter('Initiate Auth method not supported.');
  const flow = body.AuthFlow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : String(body.AuthFlow);
  // cognito-local ignores the client's ExplicitAuthFlows; Cognito refuses a flow the client does not allow.
  if (!(await context.directory.authFlows(body.ClientId)).includes(`ALLOW_${flow}`))
    throw invalidParameter(`${String(body.AuthFlow)} flow not enabled for this client`);
};

export const initiateAuth: Handler = async (context, body) => {
  const parameters = (body.AuthParameters ?? {}) as Params;
  await refuseUnsupportedFlow(context, body);
  if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
    return {
      ChallengeParameters: {},
      AuthenticationResult: await refresh(context, body.ClientId, parameters.REFRESH_TOKEN),
    };
  }
  if (body.AuthFlow === 'USER_SRP_AUTH') return startSrp(context, body, parameters);
  if (body.AuthFlow !== 'USER_PASSWORD_AUTH')
    throw invalidParameter(`${String(body.AuthFlow)} flow not enabled for this client`);

  const poolId = await context.directory.poolForClient(body.ClientId);
  // cognito-local lets disabled users in and words an unknown user as NotAuthorized.
  const user = await context.directory.activeUser(poolId, parameters.USERNAME);
  return continueSignIn(context, poolId, user, { ...body, AuthParameters: { ...parameters, USERNAME: user.username } });
};

/** A USERNAME in the responses, when given, must name the member the session is for (by any of their names). */
const namesMember = async (context: ProxyContext, poolId: string, username: string, given: string | undefined) =>
  given === undefined || given === username || (await context.directory.findUser(poolId, given))?.username === username;

export const respondToAuthChallenge: Handler = async (context, body) => {
  const responses = (body.ChallengeResponses ?? {}) as Params;
  if (!CHALLENGE_NAMES.includes(String(body.ChallengeName)))
    throw enumError('challengeName', body.ChallengeName, CHALLENGE_NAMES);
  if (body.ChallengeName === 'PASSWORD_VERIFIER') return answerSrp(context, body, responses);
  if (body.ChallengeName === 'SMS_MFA') {
    const pending = context.mfaChallenges.find(body.Session);
    if (!pending) throw mfaSessionExpired();
    if (!(await namesMember(context, pending.poolId, pending.username, responses.USERNAME))) throw invalidSession();
    if (responses.SMS_MFA_CODE !== pending.code) {
      // Counted: after MFA_MAX_WRONG_CODES the pending sign-in is over (its session expired), as Cognito's is.
      context.mfaChallenges.wrongCode(body.Session as string);
      throw mfaCodeMismatch();
    }
    context.mfaChallenges.finish(body.Session as string);
    const user = await context.directory.activeUser(pending.poolId, pending.username);
    return { ChallengeParameters: {}, AuthenticationResult: issueSignIn(context, user, pending.result, true) };
  }
  // Any other challenge (new password…) only with the Session the proxy issued for this member and this challenge
  // (../challenge-sessions.ts); device challenges never get one (the pool tracks no devices).
  const issued = context.challengeSessions.find(body.Session, body.ChallengeName, body.ClientId);
  if (!issued || !(await namesMember(context, issued.poolId, issued.username, responses.USERNAME)))
    throw invalidSession();
  const answer = await context.emulator.call<Json & { AuthenticationResult?: AuthenticationResult }>(
    'RespondToAuthChallenge',
    {
      ...body,
      Session: issued.emulatorSession,
      ChallengeResponses: { ...responses, USERNAME: issued.username },
    },
  );
  context.challengeSessions.finish(body.Session as string);
  if (!answer.AuthenticationResult) {
    if (typeof answer.ChallengeName !== 'string' || typeof answer.Session !== 'string') return answer;
    return {
      ...answer,
      Session: context.challengeSessions.issue({
        ...issued,
        challengeName: answer.ChallengeName,
        emulatorSession: answer.Session,
      }),
    };
  }
  const user = await context.directory.activeUser(issued.poolId, issued.username);
  return { ...answer, AuthenticationResult: issueSignIn(context, user, answer.AuthenticationResult) };
};
