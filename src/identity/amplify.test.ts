import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { environments } from '../config/env';
import { configureIdentity } from './amplify';

describe('configureIdentity', () => {
  afterEach(() => jest.restoreAllMocks());

  it('points Amplify at the local compatibility proxy and keeps tokens in cookies scoped to localhost', () => {
    const configure = jest.spyOn(Amplify, 'configure');
    const setStorage = jest.spyOn(cognitoUserPoolsTokenProvider, 'setKeyValueStorage');
    configureIdentity(environments.develop, { hostname: 'localhost', protocol: 'http:' });
    expect(configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: expect.objectContaining({
          userPoolId: environments.develop.identity.userPoolId,
          userPoolEndpoint: 'http://localhost:9230',
          loginWith: { email: true },
        }),
      },
    });
    const storage = setStorage.mock.calls.at(-1)?.[0];
    expect(storage).toBeInstanceOf(CookieStorage);
    expect(storage).toMatchObject({ domain: 'localhost', path: '/', expires: 365, sameSite: 'lax', secure: false });
  });

  it('uses secure cookies on the shared parent domain in production', () => {
    jest.spyOn(Amplify, 'configure');
    const setStorage = jest.spyOn(cognitoUserPoolsTokenProvider, 'setKeyValueStorage');
    configureIdentity(environments.production, { hostname: 'account.member-portal.example.jp', protocol: 'https:' });
    expect(setStorage.mock.calls.at(-1)?.[0]).toMatchObject({ domain: 'member-portal.example.jp', secure: true, sameSite: 'lax' });
    expect(jest.mocked(Amplify.configure).mock.calls[0]?.[0]).toEqual({
      Auth: { Cognito: expect.not.objectContaining({ userPoolEndpoint: expect.anything() }) },
    });
  });
});
