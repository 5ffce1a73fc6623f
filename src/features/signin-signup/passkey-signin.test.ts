import { ja } from '../../i18n/ja';
import { passkeySigninErrorMessage } from './passkey-signin';

describe('the passkey sign-in wording', () => {
  it('asks the member to wait when the identity service refuses for its quota, as the password sign-in does', () => {
    expect(passkeySigninErrorMessage({ name: 'TooManyRequestsException', message: 'Rate exceeded' })).toBe(
      ja.busy.signin,
    );
  });

  it('keeps its own words for a refused passkey', () => {
    expect(
      passkeySigninErrorMessage({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
    ).toBe(ja.passkeys.signinFailed);
  });
});
