import type { Handler } from '../context';

/**
 * A member deleted from the pool (by themselves or by an administrator) takes their passkeys along: cognito-local
 * deletes the user, and the proxy, which keeps the passkeys, removes them from its credential file. cognito-local
 * answers first, so a refused delete (unknown member, bad token) leaves everything as it was, with its error.
 */

export const deleteUser: Handler = async (context, body, caller) => {
  await context.emulator.call('DeleteUser', body);
  if (caller) context.passkeys.credentials.removeAll(caller.poolId, caller.user.username);
  return {};
};

/** `Username` may be the address in any case (admin-users.ts makes it the stored one when it finds the member). */
export const adminDeleteUser: Handler = async (context, body) => {
  // Looked up only where proxy.ts has already looked (withStoredUsername), so a malformed call fails as cognito-local says.
  const poolId = typeof body.UserPoolId === 'string' ? body.UserPoolId : undefined;
  const user = poolId === undefined ? undefined : await context.directory.findUser(poolId, body.Username);
  await context.emulator.call('AdminDeleteUser', body);
  if (poolId !== undefined && user) context.passkeys.credentials.removeAll(poolId, user.username);
  return {};
};
