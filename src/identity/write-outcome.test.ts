import { AuthError } from 'aws-amplify/auth';
import { attemptsOf, observeIdentityAttempts, recordAnswer, recordAttempt, resetAttempts } from './attempts';
import { judgeFailedWrite, MAY_HAVE_SUCCEEDED, outcomeIsOpen, settleWrite } from './write-outcome';

const cognito = (name: string, message = '', httpStatusCode = 400) =>
  new AuthError({ name, message, metadata: { httpStatusCode } });
const network = () => new AuthError({ name: 'NetworkError', message: 'A network error has occurred.' });

describe('outcomeIsOpen', () => {
  it('with the attempts noted: open only when some attempt ended without a definite answer (lost, or a 5xx)', () => {
    expect(outcomeIsOpen(cognito('NotAuthorizedException'), { attempts: 1, uncertain: 0 })).toBe(false);
    expect(outcomeIsOpen(cognito('NotAuthorizedException'), { attempts: 2, uncertain: 1 })).toBe(true);
    // Throttled three times: Cognito refused each attempt, nothing was made.
    expect(outcomeIsOpen(cognito('TooManyRequestsException', '', 429), { attempts: 3, uncertain: 0 })).toBe(false);
    expect(outcomeIsOpen(network(), { attempts: 3, uncertain: 3 })).toBe(true);
  });

  it('without a record: open for a network error or a 5xx, closed for a Cognito answer', () => {
    expect(outcomeIsOpen(cognito('NotAuthorizedException'))).toBe(false);
    expect(outcomeIsOpen(network())).toBe(true);
    expect(outcomeIsOpen(cognito('InternalErrorException', '', 500))).toBe(true);
  });
});

describe('judgeFailedWrite', () => {
  it('is done when the answer itself shows the state, failed when closed, check or unknown when open', () => {
    const plan = {
      doneBy: (error: { name: string }, earlier: boolean) => earlier && error.name === 'UsernameExistsException',
      doneValue: 'made',
    };
    expect(judgeFailedWrite(cognito('UsernameExistsException'), { attempts: 2, uncertain: 1 }, plan)).toEqual({
      kind: 'done',
      value: 'made',
    });
    expect(judgeFailedWrite(cognito('UsernameExistsException'), { attempts: 1, uncertain: 0 }, plan)).toEqual({
      kind: 'failed',
    });
    expect(judgeFailedWrite(network(), undefined, plan)).toEqual({ kind: 'unknown' });
    expect(judgeFailedWrite(network(), undefined, { inEffect: async () => true })).toEqual({ kind: 'check' });
  });
});

describe('settleWrite', () => {
  const retried = (operation: string, error: Error) => async () => {
    recordAttempt(operation, 1);
    recordAnswer(operation, 'lost');
    recordAttempt(operation, 2);
    throw error;
  };

  it('goes on as a success when the state shows the write in effect, lets the answer stand when it does not', async () => {
    await expect(
      settleWrite('changePassword', 'ChangePassword', retried('ChangePassword', cognito('NotAuthorizedException')), {
        inEffect: async () => true,
      }),
    ).resolves.toBeUndefined();
    await expect(
      settleWrite('changePassword', 'ChangePassword', retried('ChangePassword', cognito('NotAuthorizedException')), {
        inEffect: async () => false,
      }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('rejects with MayHaveSucceeded when the state cannot be read or there is none to read', async () => {
    const unreadable = async () => {
      throw network();
    };
    await expect(
      settleWrite('smsMfa', 'SetUserMFAPreference', retried('SetUserMFAPreference', network()), {
        inEffect: unreadable,
      }),
    ).rejects.toMatchObject({
      name: MAY_HAVE_SUCCEEDED,
      message: 'smsMfa',
    });
    await expect(
      settleWrite(
        'confirmPasswordReset',
        'ConfirmForgotPassword',
        retried('ConfirmForgotPassword', cognito('CodeMismatchException')),
      ),
    ).rejects.toMatchObject({
      name: MAY_HAVE_SUCCEEDED,
      message: 'confirmPasswordReset',
    });
  });

  it('counts attempts per call: an answer on the first attempt is a plain failure', async () => {
    recordAttempt('SignUp', 3); // left from an earlier call
    recordAnswer('SignUp', 'lost');
    const once = async () => {
      recordAttempt('SignUp', 1);
      recordAnswer('SignUp', 400);
      throw cognito('UsernameExistsException');
    };
    await expect(
      settleWrite('signUp', 'SignUp', once, {
        doneBy: (error, earlier) => earlier && error.name === 'UsernameExistsException',
        doneValue: 1,
      }),
    ).rejects.toMatchObject({ name: 'UsernameExistsException' });
  });
});

describe('observeIdentityAttempts', () => {
  it('notes the attempt number of Amplify’s identity requests and passes every request on unchanged', async () => {
    const answer = new Response('{}');
    const original = jest.fn(async () => answer);
    const saved = globalThis.fetch;
    globalThis.fetch = original as unknown as typeof fetch;
    try {
      observeIdentityAttempts();
      resetAttempts('ChangePassword');
      const init = {
        method: 'POST',
        headers: {
          'x-amz-target': 'AWSCognitoIdentityProviderService.ChangePassword',
          'amz-sdk-request': 'attempt=2; max=3',
        },
      };
      await expect(fetch('https://identity.example/', init)).resolves.toBe(answer);
      expect(original).toHaveBeenCalledWith('https://identity.example/', init);
      expect(attemptsOf('ChangePassword')).toEqual({ attempts: 2, uncertain: 0, answered: 200 });
      original.mockRejectedValueOnce(new TypeError('Failed to fetch') as never);
      await expect(
        fetch('https://identity.example/', {
          ...init,
          headers: { ...init.headers, 'amz-sdk-request': 'attempt=3; max=3' },
        }),
      ).rejects.toThrow('Failed to fetch');
      expect(attemptsOf('ChangePassword')).toEqual({ attempts: 3, uncertain: 1 });
      await fetch('https://identity.example/', {
        headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.ChangePassword' },
      });
      expect(attemptsOf('ChangePassword')).toEqual({ attempts: 3, uncertain: 1 }); // not Amplify's: no amz-sdk-request
    } finally {
      globalThis.fetch = saved;
    }
  });
});
