import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { MAY_HAVE_SUCCEEDED } from '../../identity/errors';
import { emailChangeRequestErrorMessage, emailCodeErrorOutcome } from './change-email-errors';

describe('emailChangeRequestErrorMessage (spec section 8, Change e-mail step 1)', () => {
  it('says a wrong password plainly', () => {
    const error = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    expect(emailChangeRequestErrorMessage(error)).toBe(ja.changeEmail.wrongPassword);
  });

  it("shows the service's own message otherwise, or the name when there is none", () => {
    expect(emailChangeRequestErrorMessage({ name: 'AliasExistsException', message: 'An account exists.' })).toBe(
      format(ja.changeEmail.requestFailed, { message: 'An account exists.' }),
    );
    expect(emailChangeRequestErrorMessage({ name: 'NetworkError', message: '' })).toBe(
      format(ja.changeEmail.requestFailed, { message: 'NetworkError' }),
    );
  });

  it('says a change that may already be made', () => {
    expect(emailChangeRequestErrorMessage({ name: MAY_HAVE_SUCCEEDED, message: 'changeEmail' })).toBe(
      ja.mayHaveSucceeded.setting,
    );
  });
});

describe('emailCodeErrorOutcome (step 2)', () => {
  it('puts a wrong code on the code field, an expired one above the form', () => {
    expect(emailCodeErrorOutcome({ name: 'CodeMismatchException', message: '' })).toEqual({
      code: ja.changeEmail.codeMismatch,
    });
    expect(emailCodeErrorOutcome({ name: 'ExpiredCodeException', message: '' })).toEqual({
      message: ja.changeEmail.codeExpired,
    });
  });

  it('words the rest as the generic text', () => {
    const error = { name: 'InternalErrorException', message: 'boom' };
    expect(emailCodeErrorOutcome(error)).toEqual({ message: format(ja.errors.communicationWithDetail, error) });
  });
});
