import { translateEmulatorError } from './errors';
import { passwordPolicyError } from './password-policy';
import { attributeClaims } from './tokens';

describe('translateEmulatorError', () => {
  const translate = (operation: string, __type: string, message: string, status = 400) => {
    const error = translateEmulatorError(operation, status, { __type, message });
    return { type: error.type, message: error.message, status: error.status };
  };

  it('turns cognito-local’s wrong-password error into Cognito’s, where it means a wrong password', () => {
    expect(translate('InitiateAuth', 'InvalidPasswordException', 'Invalid password')).toEqual({
      type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
    expect(translate('ChangePassword', 'InvalidPasswordException', 'Invalid password').type).toBe(
      'NotAuthorizedException',
    );
  });

  it('gives Cognito’s messages for names cognito-local words differently', () => {
    expect(translate('VerifyUserAttribute', 'CodeMismatchException', 'Incorrect confirmation code').message).toBe(
      'Invalid verification code provided, please try again.',
    );
    expect(translate('SignUp', 'UsernameExistsException', 'User already exists').message).toBe(
      'An account with the given email already exists.',
    );
    expect(translate('ForgotPassword', 'UserNotFoundException', 'User not found.').message).toBe(
      'Username/client id combination not found.',
    );
  });

  it('keeps other errors, and an unsupported operation stays a 500 named Unsupported', () => {
    expect(translate('DescribeUserPool', 'ResourceNotFoundException', 'User Pool x not found')).toEqual({
      type: 'ResourceNotFoundException',
      message: 'User Pool x not found',
      status: 400,
    });
    expect(translate('AdminSetUserSettings', 'CognitoLocal#Unsupported', 'nope', 500)).toEqual({
      type: 'Unsupported',
      message: 'nope',
      status: 500,
    });
  });
});

describe('passwordPolicyError', () => {
  const policy = {
    MinimumLength: 8,
    RequireLowercase: true,
    RequireNumbers: true,
    RequireUppercase: false,
    RequireSymbols: false,
  };
  it.each([
    ['Sh0rt', 'Password not long enough'],
    ['NOLOWER1234', 'Password must have lowercase characters'],
    ['nodigitshere', 'Password must have numeric characters'],
  ])('%s breaks "%s"', (password, rule) => {
    expect(passwordPolicyError(password, policy)?.message).toBe(`Password did not conform with policy: ${rule}`);
  });
  it('accepts the demo password', () => {
    expect(passwordPolicyError('Passw0rd!demo', policy)).toBeUndefined();
  });
});

describe('attributeClaims', () => {
  it('types the verified flags and updated_at as Cognito does, and leaves sub to the token', () => {
    const claims = attributeClaims([
      { Name: 'sub', Value: 'abc' },
      { Name: 'email', Value: 'a@example.com' },
      { Name: 'email_verified', Value: 'false' },
      { Name: 'phone_number_verified', Value: 'true' },
      { Name: 'updated_at', Value: '1700000000' },
      { Name: 'custom:otc_user_id', Value: 'otc-1' },
    ]);
    expect(claims).toEqual({
      email: 'a@example.com',
      email_verified: false,
      phone_number_verified: true,
      updated_at: 1700000000,
      'custom:otc_user_id': 'otc-1',
    });
  });
});
