import type { ProxyContext } from './context';
import type { Json } from './emulator';

/**
 * The pool template's `UsernameConfiguration: CaseSensitive: false` for the admin operations, as sign-in already has
 * it (directory.ts `findUser`): cognito-local matches `Username` exactly, so `AdminDisableUser` with
 * `Hanako@Example.com` answered UserNotFoundException for hanako@example.com. An admin call naming a member in another
 * case (or by their address) gets the member's stored username; undefined when nothing changes.
 */
export const withStoredUsername = async (
  context: ProxyContext,
  operation: string,
  body: Json,
): Promise<Json | undefined> => {
  if (
    !operation.startsWith('Admin') ||
    typeof body.UserPoolId !== 'string' ||
    typeof body.Username !== 'string' ||
    !body.Username
  )
    return undefined;
  const user = await context.directory.findUser(body.UserPoolId, body.Username);
  return user && user.username !== body.Username ? { ...body, Username: user.username } : undefined;
};
