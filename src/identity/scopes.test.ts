import * as accountCalls from './account-calls';
import * as authCalls from './auth-calls';
import { loadCurrentUser } from './current-user';
import * as mfaCalls from './mfa-calls';
import * as resetCalls from './password-reset-calls';
import { checkSession } from './session-check';

/**
 * Spec section 8, Global applies to every call made with a session: the listener recognises them by the
 * `identity/session/` prefix, so each must carry it, and each call made before sign-in must not.
 */
const thunksOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(
    (entry): entry is [string, { typePrefix: string }] => typeof entry[1] === 'function' && 'typePrefix' in entry[1],
  );

describe('identity call scopes', () => {
  it.each([
    ...thunksOf(accountCalls),
    ...thunksOf(mfaCalls),
    ['checkSession', checkSession],
    ['loadCurrentUser', loadCurrentUser],
  ] as [string, { typePrefix: string }][])('%s is a session call (errors mapped globally)', (_name, thunk) =>
    expect(thunk.typePrefix).toMatch(/^identity\/session\//),
  );

  it.each([...thunksOf(resetCalls), ...thunksOf(authCalls)])(
    '%s is a public call (its screen words the errors)',
    (_name, thunk) => expect(thunk.typePrefix).toMatch(/^identity\/public\//),
  );

  it('covers every module that makes identity calls', () => {
    expect(
      thunksOf(mfaCalls)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['confirmPhoneNumber', 'enableSmsMfa', 'sendPhoneVerificationCode', 'updatePhoneNumber']);
    expect(thunksOf(resetCalls).length).toBe(2);
  });
});
