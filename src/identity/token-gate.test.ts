import * as Auth from 'aws-amplify/auth';
import { CookieStorage } from 'aws-amplify/utils';
import { setupStore } from '../../mocks/store';
import { signIn } from './auth-calls';
import { passkeySignIn } from './passkey-calls';
import { endSession } from './end-session';
import { closeTokenWrites, gatedTokenStorage, openTokenWrites, tokenWritesOpen } from './token-gate';
import { hasTokenCookie } from './token-cookies';
import { clearCookies } from '../../mocks/token-cookie';

const ACCESS_TOKEN = 'CognitoIdentityServiceProvider.client.member.accessToken';

beforeEach(() => {
  clearCookies();
  openTokenWrites();
});

describe('the token gate (issue 22, item 2: a late refresh answer writes nothing back)', () => {
  it('drops a token write while closed; reads, removals and other keys pass', async () => {
    const storage = gatedTokenStorage(new CookieStorage({ path: '/', sameSite: 'lax', secure: false }));
    await storage.setItem(ACCESS_TOKEN, 'before');
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('before');
    closeTokenWrites();
    await storage.setItem(ACCESS_TOKEN, 'late-refresh-answer');
    await storage.setItem('unrelated', 'kept');
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('before');
    expect(await storage.getItem('unrelated')).toBe('kept');
    await storage.removeItem(ACCESS_TOKEN);
    expect(await storage.getItem(ACCESS_TOKEN)).toBeNull();
    await storage.setItem(ACCESS_TOKEN, 'late-refresh-answer');
    expect(hasTokenCookie(document.cookie)).toBe(false);
  });

  it('every end of a session closes it; the next sign-in opens it before Amplify stores its tokens', async () => {
    jest.mocked(Auth.signOut).mockResolvedValue(undefined);
    const store = setupStore();
    await store.dispatch(endSession());
    expect(tokenWritesOpen()).toBe(false);
    let openWhenSigningIn: boolean | undefined;
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      openWhenSigningIn = tokenWritesOpen();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    await store.dispatch(signIn({ email: 'taro@example.com', password: 'Passw0rd!demo' }));
    expect(openWhenSigningIn).toBe(true);
  });

  it('a passkey sign-in after an end of a session opens it too (its tokens are kept)', async () => {
    jest.mocked(Auth.signOut).mockResolvedValue(undefined);
    const store = setupStore();
    await store.dispatch(endSession());
    let openWhenSigningIn: boolean | undefined;
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      openWhenSigningIn = tokenWritesOpen();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    await store.dispatch(passkeySignIn({ username: 'sub-0001' }));
    expect(openWhenSigningIn).toBe(true);
  });
});
