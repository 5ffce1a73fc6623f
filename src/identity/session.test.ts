import * as Auth from 'aws-amplify/auth';
import { currentIdToken } from './session';

const failure = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('currentIdToken', () => {
  it('is the session ID token', async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({
      tokens: { idToken: { payload: {}, toString: () => 'id-token' } },
    } as unknown as Auth.AuthSession);
    await expect(currentIdToken()).resolves.toBe('id-token');
  });

  it('is undefined when there is no session, or the identity service says the session is over', async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValueOnce({ tokens: undefined } as Auth.AuthSession);
    await expect(currentIdToken()).resolves.toBeUndefined();
    jest
      .mocked(Auth.fetchAuthSession)
      .mockRejectedValueOnce(failure('NotAuthorizedException', 'Refresh Token has been revoked'));
    await expect(currentIdToken()).resolves.toBeUndefined();
  });

  it.each(['NetworkError', 'InternalErrorException', 'UnknownError'])(
    'throws %s (a blip while refreshing): the member may still be signed in',
    async (name) => {
      jest.mocked(Auth.fetchAuthSession).mockRejectedValueOnce(failure(name));
      await expect(currentIdToken()).rejects.toMatchObject({ name });
    },
  );
});
