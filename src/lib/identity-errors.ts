/**
 * Spec section 8, Global: the identity errors that end the session everywhere, whatever screen made the call.
 * Cognito's error name and message are matched exactly, as Cognito (and the local compatibility proxy) send them:
 * a looser match would sign members out on unrelated errors that share a name.
 */
export type GlobalIdentityAction = 'signOut' | 'disabled';

const rules: ReadonlyArray<{ name: string; message: string; action: GlobalIdentityAction }> = [
  { name: 'UserNotFoundException', message: 'User does not exist.', action: 'signOut' },
  { name: 'NotAuthorizedException', message: 'User is disabled.', action: 'disabled' },
  { name: 'NotAuthorizedException', message: 'Access Token has been revoked', action: 'signOut' },
];

/** 'signOut' (sign out, go to Signin), 'disabled' (go to AccountDisabled), or undefined: the caller rethrows. */
export const classifyIdentityError = (error: unknown): GlobalIdentityAction | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return rules.find((rule) => rule.name === name && rule.message === message)?.action;
};
