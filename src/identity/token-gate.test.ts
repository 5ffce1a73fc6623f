import * as Auth from 'aws-amplify/auth';
import { CookieStorage } from 'aws-amplify/utils';
import { setupStore } from '../../mocks/store';
import { signIn } from './auth-calls';
import { passkeySignIn } from './passkey-signin-call';
import { endSession } from './end-session';
import { closeTokenWrites, gate, openTokenWrites, tokenWritesOpen } from './token-gate';
import { gatedTokenStorage, type TokenStorage } from './token-gate-storage';
import { cookieJar } from './cookie-tokens';
import { jwt } from '../../mocks/session-cookies';
import { hasTokenCookie } from './token-cookies';
import { clearCookies } from '../../mocks/token-cookie';

const ACCESS_TOKEN = 'CognitoIdentityServiceProvider.client.member.accessToken';

beforeEach(() => {
  clearCookies();
  openTokenWrites();
});

describe('the token gate: a late refresh answer writes nothing back', () => {
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

describe('reads within one task (a reload of /account reads the same keys a dozen times)', () => {
  const cookieStorage = () => {
    const inner = new CookieStorage({ path: '/', sameSite: 'lax', secure: false });
    const reads = jest.spyOn(inner, 'getItem');
    return { inner, reads, storage: gatedTokenStorage(inner, true) };
  };
  /** The browser's next task: what was read before is read afresh. */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const writtenByAnotherTab = (value: string) => {
    document.cookie = `${encodeURIComponent(ACCESS_TOKEN)}=${value}; path=/`;
  };

  it('answers a key read before in the same task without asking the cookies again', async () => {
    const { reads, storage } = cookieStorage();
    writtenByAnotherTab('token-a');
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('token-a');
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('token-a');
    expect(await storage.getItem('missing')).toBeNull();
    expect(await storage.getItem('missing')).toBeNull();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('reads afresh in the next task: a cookie another tab wrote or removed is seen', async () => {
    const { reads, storage } = cookieStorage();
    writtenByAnotherTab('token-a');
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('token-a');
    writtenByAnotherTab('token-b');
    await nextTask();
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('token-b');
    document.cookie = `${encodeURIComponent(ACCESS_TOKEN)}=; path=/; max-age=0`;
    await nextTask();
    expect(await storage.getItem(ACCESS_TOKEN)).toBeNull();
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('forgets at once after a write, a removal or a clear through it, and at every end of a session', async () => {
    const { reads, storage } = cookieStorage();
    await storage.setItem(ACCESS_TOKEN, 'token-a');
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('token-a');
    await storage.setItem(ACCESS_TOKEN, 'token-b');
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('token-b');
    await storage.removeItem(ACCESS_TOKEN);
    expect(await storage.getItem(ACCESS_TOKEN)).toBeNull();
    writtenByAnotherTab('token-c');
    await storage.clear();
    expect(await storage.getItem(ACCESS_TOKEN)).toBeNull();
    expect(reads).toHaveBeenCalledTimes(4);

    // An end of a session removes the cookies itself (not through the storage), then forgets.
    writtenByAnotherTab('token-d');
    await nextTask();
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('token-d');
    jest.mocked(Auth.signOut).mockResolvedValue(undefined);
    await setupStore().dispatch(endSession({ sessionIsOver: true }));
    expect(await storage.getItem(ACCESS_TOKEN)).toBeNull();
  });

  it('keeps no failed read, and a storage that does not remember is asked every time', async () => {
    const failing = {
      setItem: jest.fn(async () => undefined),
      getItem: jest.fn<Promise<string | null>, [string]>(),
      removeItem: jest.fn(async () => undefined),
      clear: jest.fn(async () => undefined),
    };
    failing.getItem.mockRejectedValueOnce(new Error('storage unavailable')).mockResolvedValue('token-a');
    const storage = gatedTokenStorage(failing, true);
    await expect(storage.getItem(ACCESS_TOKEN)).rejects.toThrow('storage unavailable');
    expect(await storage.getItem(ACCESS_TOKEN)).toBe('token-a');
    expect(failing.getItem).toHaveBeenCalledTimes(2);

    const { inner, reads } = cookieStorage();
    const plain = gatedTokenStorage(inner);
    await plain.getItem(ACCESS_TOKEN);
    await plain.getItem(ACCESS_TOKEN);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});

describe('the gate knows which session it stores for', () => {
  const CLIENT = 'client-1';
  const token = (sub: string, signIn: string, extra = '') =>
    jwt({ sub, client_id: CLIENT, origin_jti: signIn, note: extra, exp: 9_999_999_999 });
  const key = (sub: string, kind: string) => `CognitoIdentityServiceProvider.${CLIENT}.${sub}.${kind}`;
  const LAST = `CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`;
  /** As Amplify's token store writes one sign-in's or one refresh's answer. */
  const storeTokens = async (storage: TokenStorage, sub: string, access: string) => {
    await storage.setItem(LAST, sub);
    // Amplify names the keys by reading LastAuthUser back.
    const named = (await storage.getItem(LAST)) ?? 'username';
    await storage.setItem(key(named, 'accessToken'), access);
    await storage.setItem(key(named, 'idToken'), access);
    await storage.setItem(key(named, 'refreshToken'), `refresh-${sub}`);
    await storage.setItem(key(named, 'clockDrift'), '0');
  };
  const jar = () => new Map(cookieJar(document.cookie));
  const cookieStorage = () => gatedTokenStorage(new CookieStorage({ path: '/', sameSite: 'lax', secure: false }));

  it("a refresh of member A's ended session, answered after member B started signing in, is not stored", async () => {
    const storage = cookieStorage();
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-1'));
    jest.mocked(Auth.signOut).mockResolvedValue(undefined);
    await setupStore().dispatch(endSession({ sessionIsOver: true }));

    openTokenWrites();
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-1', 'refreshed'));
    expect(hasTokenCookie(document.cookie)).toBe(false);
    await storeTokens(storage, 'member-b', token('member-b', 'sign-in-2'));
    expect(jar().get(LAST)).toBe('member-b');
    expect(jar().get(key('member-b', 'refreshToken'))).toBe('refresh-member-b');
    expect([...jar().keys()].filter((name) => name.includes('member-a'))).toEqual([]);
  });

  it('member A signing in again is a new session: stored, and so are its refreshes', async () => {
    const storage = cookieStorage();
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-1'));
    closeTokenWrites();
    openTokenWrites();
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-3'));
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-3', 'refreshed'));
    expect(jar().get(key('member-a', 'accessToken'))).toBe(token('member-a', 'sign-in-3', 'refreshed'));
  });

  it("in a tab that started no sign-in, only the cookies' session is stored: not one another tab ended or replaced", async () => {
    const storage = cookieStorage();
    openTokenWrites();
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-1'));
    // This tab's refresh of A is answered after another tab signed A out (the cookies went) …
    clearCookies();
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-1', 'refreshed'));
    expect(hasTokenCookie(document.cookie)).toBe(false);
    // … or after B signed in there.
    document.cookie = `${LAST}=member-b; path=/`;
    document.cookie = `${encodeURIComponent(key('member-b', 'accessToken'))}=${token('member-b', 'sign-in-2')}; path=/`;
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-1', 'refreshed'));
    expect(jar().get(LAST)).toBe('member-b');
    expect([...jar().keys()].filter((name) => name.includes('member-a'))).toEqual([]);
    // B's own refresh in this tab is stored.
    await storeTokens(storage, 'member-b', token('member-b', 'sign-in-2', 'refreshed'));
    expect(jar().get(key('member-b', 'accessToken'))).toBe(token('member-b', 'sign-in-2', 'refreshed'));
  });

  it('a session another tab ended is refused even during a sign-in here', async () => {
    const storage = cookieStorage();
    gate.endedKeys.add('member-a|sign-in-1');
    openTokenWrites();
    await storeTokens(storage, 'member-a', token('member-a', 'sign-in-1', 'refreshed'));
    expect(hasTokenCookie(document.cookie)).toBe(false);
  });
});
