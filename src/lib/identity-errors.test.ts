import { classifyIdentityError } from './identity-errors';

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
