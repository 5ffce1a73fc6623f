import { requireCaller, type Handler } from '../context';
import { isCognitoError } from '../emulator';
import { invalidRefreshToken } from '../errors';
import { verifyJwt } from '../jwt';

/** Ends every session of the caller: their access, ID and refresh tokens are refused from now on. */
export const globalSignOut: Handler = async (context, _body, caller) => {
  context.revocation.revokeUser(requireCaller(caller).user.username);
  return {};
};

/** Ends the session (sign-in family) a refresh token belongs to, as Amplify's signOut() asks. */
export const revokeToken: Handler = async (context, body) => {
  const claims = verifyJwt(body.Token);
  const username = claims?.['cognito:username'];
  if (!claims || typeof username !== 'string') throw invalidRefreshToken();
  const poolId = await context.directory.poolForClient(body.ClientId);
  const user = await context.directory.findUser(poolId, username);
  context.revocation.revokeRefreshToken(user?.username ?? username, claims);
  try {
    await context.emulator.call('RevokeToken', body);
  } catch (error) {
    // Already gone from cognito-local (revoked twice, or its user deleted): Cognito answers success then too.
    if (!isCognitoError(error, 'NotAuthorizedException')) throw error;
  }
  return {};
};

/** Cognito also revokes a disabled user's tokens; cognito-local only flips Enabled. */
export const adminDisableUser: Handler = async (context, body) => {
  await context.emulator.call('AdminDisableUser', body);
  const user = await context.directory.findUser(String(body.UserPoolId), body.Username);
  if (user) context.revocation.revokeUser(user.username);
  return {};
};
