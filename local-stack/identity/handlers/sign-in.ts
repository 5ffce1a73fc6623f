import { recordProxyCode } from '../codes';
import { announce, issueSignIn, type Handler, type ProxyContext } from '../context';
import { attribute } from '../directory';
import type { Json } from '../emulator';
import { CognitoError, invalidRefreshToken, mfaCodeMismatch, mfaSessionExpired, refreshTokenRevoked } from '../errors';
import { verifyJwt } from '../jwt';
import { maskPhone } from '../mfa';
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

export const initiateAuth: Handler = async (context, body) => {
  const parameters = (body.AuthParameters ?? {}) as Params;
  if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
    return { ChallengeParameters: {}, AuthenticationResult: await refresh(context, body.ClientId, parameters.REFRESH_TOKEN) };
  }
  if (body.AuthFlow !== 'USER_PASSWORD_AUTH') return context.emulator.call('InitiateAuth', body);

  const poolId = await context.directory.poolForClient(body.ClientId);
  // cognito-local lets disabled users in and words an unknown user as NotAuthorized.
  const user = await context.directory.activeUser(poolId, parameters.USERNAME);
  const answer = await context.emulator.call<Json & { AuthenticationResult?: AuthenticationResult }>('InitiateAuth', body);
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

export const respondToAuthChallenge: Handler = async (context, body) => {
  const responses = (body.ChallengeResponses ?? {}) as Params;
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
