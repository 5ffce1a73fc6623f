import * as Auth from 'aws-amplify/auth';
import { jwt } from '../../mocks/session-cookies';
import { clearCookies } from '../../mocks/token-cookie';
import { selectAuthStatus, selectAuthUserId } from '../identity/auth-slice';
import { endSession } from '../identity/end-session';
import { memberGenerationOf } from '../identity/member-session';
import { followOtherTabs } from '../identity/other-tabs';
import { SESSION_CHANNEL, type SessionMessage } from '../identity/session-channel';
import { checkSession } from '../identity/session-check';
import { openTokenWrites } from '../identity/token-gate';
import { gatedTokenStorage } from '../identity/token-gate-storage';
import { hasTokenCookie } from '../identity/token-cookies';
import { registerNavigate } from '../routing/navigation';
import { setupStore } from './store';

const CLIENT = 'client-1';
const prefix = `CognitoIdentityServiceProvider.${CLIENT}`;
const accessToken = (sub: string, signIn = `sign-in-${sub}`) =>
  jwt({ sub, client_id: CLIENT, origin_jti: signIn, exp: 9_999_999_999 });
/** The cookies as Amplify leaves them for `sub` (the other tab wrote them). */
const cookiesOf = (sub: string) => {
  document.cookie = `${prefix}.LastAuthUser=${sub}; path=/`;
  document.cookie = `${encodeURIComponent(`${prefix}.${sub}.accessToken`)}=${accessToken(sub)}; path=/`;
};

/** The other tab: its own channel object, as a second tab of the portal has. */
let otherTab: BroadcastChannel;
let heard: SessionMessage[];
let stopFollowing: () => void;
const navigate = jest.fn();
const within = async (expectation: () => void, ms = 1000) => {
  const until = Date.now() + ms;
  for (;;) {
    try {
      expectation();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
};

beforeEach(() => {
  clearCookies();
  openTokenWrites();
  navigate.mockReset();
  registerNavigate(navigate);
  jest.mocked(Auth.signOut).mockReset().mockResolvedValue(undefined);
  heard = [];
  otherTab = new BroadcastChannel(SESSION_CHANNEL);
  (otherTab as { unref?: () => void }).unref?.();
  otherTab.onmessage = (event: MessageEvent<SessionMessage>) => heard.push(event.data);
});
afterEach(() => {
  stopFollowing?.();
  otherTab.close();
});

/** This tab, showing member A. */
const tabWithMemberA = () => {
  const store = setupStore();
  stopFollowing = store.dispatch(followOtherTabs());
  cookiesOf('member-a');
  store.dispatch(checkSession.fulfilled({ userId: 'member-a' }, 'request-id'));
  return store;
};

describe('one session per browser: what another tab does reaches this one', () => {
  it('a sign-out in another tab wipes member A here within a second and shows Signin, revoking nothing', async () => {
    const store = tabWithMemberA();
    clearCookies();
    otherTab.postMessage({ kind: 'ended', session: 'member-a|sign-in-member-a' });
    await within(() => expect(navigate).toHaveBeenCalledWith('/signin', { replace: true }));
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(memberGenerationOf(store.getState())).toBe(1);
    expect(Auth.signOut).not.toHaveBeenCalled();
  });

  it("member B's sign-in in another tab wipes A here, keeps B's cookies and offers B (the choose-account view)", async () => {
    const store = tabWithMemberA();
    clearCookies();
    cookiesOf('member-b');
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({
      tokens: { idToken: { payload: { sub: 'member-b' }, toString: () => 'id-b' } },
    } as never);
    otherTab.postMessage({ kind: 'signedIn' });
    await within(() => expect(navigate).toHaveBeenCalledWith('/signin', { replace: true }));
    expect(memberGenerationOf(store.getState())).toBe(1);
    expect(selectAuthUserId(store.getState())).toBe('member-b');
    expect(document.cookie).toContain('member-b');
  });

  it('a message while the cookies still hold the member here changes nothing', async () => {
    const store = tabWithMemberA();
    otherTab.postMessage({ kind: 'signedIn' });
    otherTab.postMessage({ kind: 'ended', session: 'member-a|an-older-sign-in' });
    otherTab.postMessage({ kind: 'something else' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(navigate).not.toHaveBeenCalled();
    expect(selectAuthUserId(store.getState())).toBe('member-a');
    expect(memberGenerationOf(store.getState())).toBe(0);
  });

  it('a tab shown again checks the cookies itself (a message it missed, or no BroadcastChannel)', async () => {
    const store = tabWithMemberA();
    clearCookies();
    document.dispatchEvent(new Event('visibilitychange'));
    await within(() => expect(navigate).toHaveBeenCalledWith('/signin', { replace: true }));
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });

  it("this tab's end of a session and its sign-in are told to the other tabs", async () => {
    const store = tabWithMemberA();
    await store.dispatch(endSession());
    expect(hasTokenCookie(document.cookie)).toBe(false);
    await within(() => expect(heard).toEqual([{ kind: 'ended', session: 'member-a|sign-in-member-a' }]));

    const storage = gatedTokenStorage({
      setItem: async (key, value) => {
        document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/`;
      },
      getItem: async () => null,
      removeItem: async () => undefined,
      clear: async () => undefined,
    });
    openTokenWrites();
    await storage.setItem(`${prefix}.LastAuthUser`, 'member-b');
    await storage.setItem(`${prefix}.member-b.accessToken`, accessToken('member-b'));
    await within(() => expect(heard).toContainEqual({ kind: 'signedIn' }));
  });
});
