import { format } from '../i18n/format';
import { ja } from '../i18n/ja';
import { MAY_HAVE_SUCCEEDED, type IdentityWrite } from '../identity/write-outcome';
import { genericIdentityMessage, mayHaveSucceededMessage } from './identity-messages';

describe('mayHaveSucceededMessage', () => {
  it.each<[IdentityWrite, string]>([
    ['signUp', ja.mayHaveSucceeded.signUp],
    ['confirmSignUp', ja.mayHaveSucceeded.confirmSignUp],
    ['resendSignUpCode', ja.mayHaveSucceeded.codeSent],
    ['requestPasswordReset', ja.mayHaveSucceeded.codeSent],
    ['confirmPasswordReset', ja.mayHaveSucceeded.password],
    ['changePassword', ja.mayHaveSucceeded.password],
    ['changeEmail', ja.mayHaveSucceeded.setting],
    ['confirmEmail', ja.mayHaveSucceeded.setting],
    ['changePhone', ja.mayHaveSucceeded.setting],
    ['sendPhoneCode', ja.mayHaveSucceeded.codeSent],
    ['confirmPhone', ja.mayHaveSucceeded.setting],
    ['smsMfa', ja.mayHaveSucceeded.setting],
  ])('%s: says the change may be made and how to check, also as the generic fallback', (write, text) => {
    const error = { name: MAY_HAVE_SUCCEEDED, message: write };
    expect(mayHaveSucceededMessage(error)).toBe(text);
    expect(genericIdentityMessage(error)).toBe(text);
  });

  it('leaves every other error to the screen', () => {
    const error = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    expect(mayHaveSucceededMessage(error)).toBeUndefined();
    expect(genericIdentityMessage(error)).toBe(format(ja.errors.communicationWithDetail, error));
  });
});
