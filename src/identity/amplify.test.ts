import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { developEnvironment, productionEnvironment } from '../../mocks/environments';
import { configureIdentity, loadIdentity, mayHaveSession } from './amplify';
import { configureAmplify } from './amplify-runtime';
import { tolerateConsole } from '../../mocks/strict';
import { offerEarlyRead } from '../lib/early-reads';
import type { SessionTokens } from './cookie-session';
import { GET_USER_TARGET } from './cookie-tokens';
import { identityEndpoint } from './identity-endpoint';

// Amplify's notice for a custom user-pool endpoint: the local proxy is one, on purpose.
beforeEach(() => tolerateConsole('warn', /custom Amazon (Amazon )?Cognito User Pool endpoint/));

describe('configureAmplify', () => {
  afterEach(() => jest.restoreAllMocks());

  it('points Amplify at the local compatibility proxy and keeps tokens in cookies scoped to localhost', () => {
    const configure = jest.spyOn(Amplify, 'configure');
    const setStorage = jest.spyOn(cognitoUserPoolsTokenProvider, 'setKeyValueStorage');
    configureAmplify(developEnvironment(), { hostname: 'localhost', protocol: 'http:' });
    expect(configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: expect.objectContaining({
          userPoolId: developEnvironment().identity.userPoolId,
          userPoolEndpoint: 'http://localhost:9230',
          loginWith: { email: true },
        }),
      },
    });
    const storage = (setStorage.mock.calls.at(-1)?.[0] as { inner?: unknown } | undefined)?.inner;
    expect(storage).toBeInstanceOf(CookieStorage);
    expect(storage).toMatchObject({ domain: 'localhost', path: '/', expires: 365, sameSite: 'lax', secure: false });
  });

  it('uses secure cookies on the shared parent domain in production', () => {
    jest.spyOn(Amplify, 'configure');
    const setStorage = jest.spyOn(cognitoUserPoolsTokenProvider, 'setKeyValueStorage');
    configureAmplify(productionEnvironment(), { hostname: 'account.portal.example', protocol: 'https:' });
    expect((setStorage.mock.calls.at(-1)?.[0] as { inner?: unknown } | undefined)?.inner).toMatchObject({
      domain: 'portal.example',
      secure: true,
      sameSite: 'lax',
    });
    expect(jest.mocked(Amplify.configure).mock.calls[0]?.[0]).toEqual({
      Auth: { Cognito: expect.not.objectContaining({ userPoolEndpoint: expect.anything() }) },
    });
  });
});

describe('loading Amplify on demand', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a browser without Amplify token cookies holds no session (Amplify not loaded yet)', () => {
    expect(mayHaveSession('')).toBe(false);
    expect(mayHaveSession('portal.other=1; _ga=GA1.1.2')).toBe(false);
    expect(mayHaveSession('_ga=1; CognitoIdentityServiceProvider.client-1.LastAuthUser=sub-1')).toBe(true);
  });

  it('configures Amplify with the recorded environment on first load, once, and then always answers', async () => {
    const configure = jest.spyOn(Amplify, 'configure');
    configureIdentity(developEnvironment(), { hostname: 'localhost', protocol: 'http:' });
    expect(configure).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([loadIdentity(), loadIdentity()]);
    expect(first).toBe(second);
    expect(configure).toHaveBeenCalledTimes(1);
    expect(configure.mock.calls[0]?.[0]).toMatchObject({
      Auth: { Cognito: { userPoolId: developEnvironment().identity.userPoolId } },
    });
    expect(typeof first.fetchAuthSession).toBe('function');
    expect(mayHaveSession('')).toBe(true);
  });

  it('evaluates Amplify in two tasks: its core, then, after the browser had a turn, the auth calls', async () => {
    await jest.isolateModulesAsync(async () => {
      const seen: string[] = [];
      jest.doMock('./amplify-core', () => {
        seen.push('core');
        // A key the member presses while the core evaluates: queued as a task of its own.
        setTimeout(() => seen.push('key'), 0);
        return {};
      });
      jest.doMock('./amplify-runtime', () => {
        seen.push('auth calls');
        return { configureAmplify: jest.fn(), fetchAuthSession: jest.fn() };
      });
      const isolated = await import('./amplify');
      await import('../app/loading-table');
      const runtime = await isolated.loadIdentity();
      expect(typeof runtime.fetchAuthSession).toBe('function');
      expect(seen).toEqual(['core', 'key', 'auth calls']);
    });
  });

  it('reads a fresh session from the cookies without Amplify at a page start; a forced refresh goes to Amplify', async () => {
    await jest.isolateModulesAsync(async () => {
      const runtime = { configureAmplify: jest.fn(), fetchAuthSession: jest.fn(async () => ({ tokens: undefined })) };
      let evaluated = 0;
      jest.doMock('./amplify-runtime', () => {
        evaluated += 1;
        return runtime;
      });
      const environment = developEnvironment();
      const { userPoolClientId: client } = environment.identity;
      const claims = (extra: Record<string, unknown>) =>
        btoa(JSON.stringify({ sub: 'member-1', exp: Math.floor(Date.now() / 1000) + 3600, ...extra }))
          .replace(/=+$/, '')
          .replace(/\+/g, '-')
          .replace(/\//g, '_');
      const prefix = `CognitoIdentityServiceProvider.${client}`;
      document.cookie = `${prefix}.LastAuthUser=member-1; path=/`;
      document.cookie = `${prefix}.member-1.idToken=h.${claims({ aud: client })}.s; path=/`;
      document.cookie = `${prefix}.member-1.accessToken=h.${claims({ client_id: client })}.s; path=/`;
      try {
        const isolated = await import('./amplify');
        await import('../app/loading-table');
        await import('../app/loading-table');
        isolated.configureIdentity(environment, { hostname: 'localhost', protocol: 'http:' });
        const session = await isolated.fetchSession();
        expect(session.tokens?.idToken?.payload.sub).toBe('member-1');
        const reads = await isolated.memberReadsFor(session);
        expect(typeof reads.fetchUserAttributes).toBe('function');
        expect(evaluated).toBe(0);
        await isolated.fetchSession({ forceRefresh: true });
        expect(evaluated).toBe(1);
        expect(runtime.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
        // Once Amplify is loaded, it answers: from then on the session is read one way only.
        await isolated.fetchSession();
        expect(runtime.fetchAuthSession).toHaveBeenCalledTimes(2);
      } finally {
        for (const name of ['LastAuthUser', 'member-1.idToken', 'member-1.accessToken'])
          document.cookie = `${prefix}.${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      }
    });
  });

  it('after a sign-in Amplify holds, reads the member with one GetUser of its own, taking the one the boot script sent with that token', async () => {
    await jest.isolateModulesAsync(async () => {
      const runtime = { configureAmplify: jest.fn(), fetchUserAttributes: jest.fn(), fetchMFAPreference: jest.fn() };
      jest.doMock('./amplify-runtime', () => runtime);
      const fetch = jest.spyOn(window, 'fetch');
      const environment = developEnvironment();
      const { userPoolId, userPoolEndpoint } = environment.identity;
      const isolated = await import('./amplify');
      await import('../app/loading-table');
      isolated.configureIdentity(environment, { hostname: 'localhost', protocol: 'http:' });
      await isolated.loadIdentity();
      offerEarlyRead(
        {
          method: 'POST',
          url: identityEndpoint(userPoolId, userPoolEndpoint),
          token: 'access-1',
          operation: GET_USER_TARGET,
        },
        Promise.resolve(
          new Response(
            JSON.stringify({
              UserAttributes: [{ Name: 'email', Value: 'a@example.com' }],
              PreferredMfaSetting: 'SMS_MFA',
            }),
          ),
        ),
      );
      const reads = await isolated.memberReadsFor({
        tokens: { accessToken: { toString: () => 'access-1' } },
      } as unknown as SessionTokens);
      await expect(reads.fetchUserAttributes()).resolves.toEqual({ email: 'a@example.com' });
      await expect(reads.fetchMFAPreference()).resolves.toEqual({ preferred: 'SMS' });
      expect(fetch).not.toHaveBeenCalled();
      expect(runtime.fetchUserAttributes).not.toHaveBeenCalled();
      expect(runtime.fetchMFAPreference).not.toHaveBeenCalled();
      fetch.mockRestore();
    });
  });

  it('tries the download again after a failed one instead of remembering the failure', async () => {
    await jest.isolateModulesAsync(async () => {
      let attempts = 0;
      jest.doMock('./amplify-runtime', () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Loading chunk on-demand-identity failed.');
        return { configureAmplify: jest.fn(), fetchAuthSession: jest.fn() };
      });
      const isolated = await import('./amplify');
      await import('../app/loading-table');
      isolated.preloadIdentity(); // a failed preload is swallowed, and not remembered either
      await expect(isolated.loadIdentity()).rejects.toThrow('Loading chunk on-demand-identity failed.');
      const runtime = await isolated.loadIdentity();
      expect(typeof runtime.fetchAuthSession).toBe('function');
      expect(attempts).toBe(2);
    });
  });
});
