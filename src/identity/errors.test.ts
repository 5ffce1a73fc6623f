import { format } from '../i18n/format';
import { ja } from '../i18n/ja';
import {
  classifyIdentityError,
  genericIdentityMessage,
  MAY_HAVE_SUCCEEDED,
  mayHaveSucceededMessage,
  type IdentityWrite,
} from './errors';

describe('classifyIdentityError (spec section 8, Global)', () => {
  it.each([
    [{ name: 'UserNotFoundException', message: 'User does not exist.' }, 'signOut'],
    [{ name: 'NotAuthorizedException', message: 'User is disabled.' }, 'disabled'],
    [{ name: 'NotAuthorizedException', message: 'Access Token has been revoked' }, 'signOut'],
  ])('%j → %s', (error, action) => {
    expect(classifyIdentityError(error)).toBe(action);
  });

  it('reads Error instances too', () => {
    const error = Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' });
    expect(classifyIdentityError(error)).toBe('disabled');
  });

  it.each([
    { name: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    { name: 'UserNotFoundException', message: 'Username/client id combination not found.' },
    { name: 'CodeMismatchException', message: 'User is disabled.' },
    { name: 'NotAuthorizedException', message: 'user is disabled.' },
    { name: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' },
    { name: 'UserNotFoundException' },
    {},
    'User does not exist.',
    null,
    undefined,
  ])('leaves %j to the caller', (error) => {
    expect(classifyIdentityError(error)).toBeUndefined();
  });
});

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
