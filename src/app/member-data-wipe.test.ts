import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../mocks/mock-operation';
import { meAllAgreed, meEligibleNoneAgreed } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { api } from '../api';
import { applyDraftSaved, injectCertificateSlice, selectApplyDraft } from '../features/certificate/certificate-slice';
import { userLoggedOut } from '../identity/actions';
import { selectAuthStatus, selectAuthUserId } from '../identity/auth-slice';
import { loadCurrentUser } from '../identity/current-user';
import { selectCurrentUser, selectSignupStatus } from '../identity/current-user-slice';
import { MEMBER_CHANGED, memberGenerationOf } from '../identity/member-session';
import { checkSession } from '../identity/session-check';
import { identityThunk } from '../identity/thunk';
import { pushUserId } from '../lib/analytics';
import { keepSessionRead, sessionReadFor, takeEarlyRead } from '../lib/boot-handoff';
import { offerEarlyRead } from '../lib/early-reads';
import { eligibilityTargetSet, originatingServiceSet } from '../routing/navigation-context-slice';
import { memberAttributes, signInMember } from '../../mocks/amplify-session';
import { ensureApi } from '../store/api-loader';
import { startAppListening } from '../store/listener-middleware';
import { registerNavigate } from '../routing/navigation';
import { setupPersistor } from './persistor';
import { createRootReducer, setupStore } from './store';

jest.mock('aws-amplify/auth', () => ({
  ...jest.requireActual('aws-amplify/auth'),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
  fetchMFAPreference: jest.fn(),
  signOut: jest.fn(),
}));

const NAVIGATION_KEY = 'persist:portal.navigation';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A request the test answers when it chooses: resolves `arrived` when the request reaches the server. */
const heldAnswer = () => {
  let release!: () => void;
  let arrived!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  return { release, reached, arrived, released };
};

beforeEach(() => {
  jest.clearAllMocks();
  registerNavigate(jest.fn());
  signInMember();
});

describe('every end of a session wipes the member (one listener on userLoggedOut)', () => {
  it('returns every slice to its initial state, whatever slice is added later', async () => {
    const store = setupStore(undefined, { api });
    server.use(mockOperation('getMe', meAllAgreed));
    await store.dispatch(checkSession());
    await store.dispatch(loadCurrentUser());
    store.dispatch(originatingServiceSet('otc'));
    store.dispatch(eligibilityTargetSet({ name: 'CertificateApply', search: '' }));
    injectCertificateSlice(store);
    store.dispatch(applyDraftSaved({ reasonId: '2', addresses: { 'member-1': '東京都千代田区1-1' } }));
    const filled = store.getState();
    expect(selectApplyDraft(filled).reasonId).toBe('2');
    expect(filled.currentUser.user?.email).toBe(memberAttributes.email);
    expect(Object.keys(filled.api?.queries ?? {})).not.toHaveLength(0);

    store.dispatch(userLoggedOut());
    await settle();

    const after = store.getState();
    const initial = createRootReducer()(undefined, { type: 'test/init' });
    // Every slice of the root reducer, so a slice added later without a reset on userLoggedOut fails here.
    for (const key of Object.keys(initial) as Array<keyof typeof initial>) {
      if (key === 'auth') expect(after.auth).toEqual({ status: 'signedOut' });
      else if (key === 'memberSession')
        expect(after.memberSession.generation).toBe(initial.memberSession.generation + 1);
      else if (key === 'navigationContext')
        expect({ ...after.navigationContext, _persist: undefined }).toEqual({
          ...initial.navigationContext,
          _persist: undefined,
        });
      else expect(after[key]).toEqual(initial[key]);
    }
    // The slices features inject themselves (LazyLoadedSlices) are emptied too.
    expect(selectApplyDraft(after)).toEqual({ reasonId: '', addresses: {} });
    expect(after.api?.queries).toEqual({});
    expect(after.api?.mutations).toEqual({});
    expect(JSON.stringify(after)).not.toContain(memberAttributes.email);
  });

  it('removes the persisted navigation context from sessionStorage', async () => {
    const store = setupStore();
    const persistor = setupPersistor(store);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    store.dispatch(originatingServiceSet('eligibility-certificate'));
    await persistor.flush();
    expect(sessionStorage.getItem(NAVIGATION_KEY)).toContain('eligibility-certificate');
    store.dispatch(userLoggedOut());
    await settle();
    expect(sessionStorage.getItem(NAVIGATION_KEY) ?? '').not.toContain('eligibility-certificate');
  });

  it('removes Amplify’s pending sign-in from sessionStorage and unsets the tag manager’s user_id', async () => {
    window.dataLayer = [{ user_id: 'sub-A' }, { event: 'page_view' }];
    sessionStorage.setItem('CognitoSignInState.signInSession', 'session-of-an-sms-step');
    sessionStorage.setItem('CognitoSignInState.username', 'a@example.com');
    const store = setupStore();
    store.dispatch(userLoggedOut());
    await settle();
    expect(sessionStorage.getItem('CognitoSignInState.signInSession')).toBeNull();
    expect(sessionStorage.getItem('CognitoSignInState.username')).toBeNull();
    expect(window.dataLayer.filter((entry) => 'user_id' in entry).at(-1)).toEqual({ user_id: undefined });
    // The next member's id is pushed afresh.
    pushUserId('sub-A');
    expect(window.dataLayer.at(-1)).toEqual({ user_id: 'sub-A' });
    delete window.dataLayer;
  });

  it('removes what an earlier page stored also when redux-persist never loaded on this one (its chunk failed)', async () => {
    sessionStorage.setItem(
      NAVIGATION_KEY,
      JSON.stringify({ service: '"otc"', _persist: '{"version":-1,"rehydrated":true}' }),
    );
    const store = setupStore();
    store.dispatch(userLoggedOut());
    await settle();
    expect(sessionStorage.getItem(NAVIGATION_KEY)).toBeNull();
  });

  it('drops an API answer that arrives after the switch, and the next member fetches afresh', async () => {
    const held = heldAnswer();
    let calls = 0;
    server.use(
      mockOperation('getMe', async () => {
        calls += 1;
        if (calls === 1) {
          held.arrived();
          await held.released;
          return HttpResponse.json(meAllAgreed);
        }
        return HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    const store = setupStore(undefined, { api });
    const memberA = store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
    await held.reached;
    store.dispatch(userLoggedOut());
    held.release();
    const answerA = await memberA;
    // The cache entry went with the reset; the late answer (MEMBER_CHANGED_ERROR from the base query) wrote nothing.
    expect(answerA.data).toBeUndefined();
    expect(answerA.isUninitialized).toBe(true);
    expect(JSON.stringify(store.getState().api)).not.toContain(meAllAgreed.email);
    const answerB = await store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(calls).toBe(2);
    expect(answerB.data?.email).toBe(meEligibleNoneAgreed.email);
  });

  it('sends no retry of the previous member’s request after the switch (it would carry the next token)', async () => {
    let calls = 0;
    const store = setupStore(undefined, { api });
    server.use(
      mockOperation('getMe', () => {
        calls += 1;
        store.dispatch(userLoggedOut());
        return new HttpResponse(null, { status: 503 });
      }),
    );
    // The answer comes once the query's retries are over (they run inside it, src/api/base.ts): a retry would have
    // reached the handler by then.
    const result = await store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
    expect(result.data).toBeUndefined();
    expect(calls).toBe(1);
    expect(store.getState().api?.queries).toEqual({});
  });

  it('resets a client that was still downloading at sign-out before the previous member’s caller uses it', async () => {
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore();
    // A loader of member A waits for the client, then asks for /me.
    const callerOfA = store
      .dispatch(ensureApi())
      .then((client) => store.dispatch(client.endpoints.getMe.initiate(undefined, { subscribe: false })));
    store.dispatch(userLoggedOut());
    const answer = await callerOfA;
    await settle();
    expect(answer.data).toBeUndefined();
    expect(store.getState().api?.queries).toEqual({});
  });

  it('drops a current-user load of the previous member that answers after the switch', async () => {
    const held = heldAnswer();
    jest.mocked(Auth.fetchUserAttributes).mockImplementation(async () => {
      held.arrived();
      await held.released;
      return memberAttributes;
    });
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore(undefined, { api });
    const load = store.dispatch(loadCurrentUser());
    await held.reached;
    store.dispatch(userLoggedOut());
    held.release();
    const result = await load;
    expect(result.payload).toEqual(MEMBER_CHANGED);
    expect(store.getState().currentUser).toEqual({ status: 'idle' });
    expect(selectSignupStatus(store.getState())).toBeUndefined();
  });

  it('turns a late answer or error of any session identity call into MEMBER_CHANGED (no global sign-out of the next member)', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    const held = heldAnswer();
    const revokedLate = identityThunk('session', 'testLateCall', async () => {
      held.arrived();
      await held.released;
      throw Object.assign(new Error('Access Token has been revoked'), { name: 'NotAuthorizedException' });
    });
    const store = setupStore();
    const call = store.dispatch(revokedLate());
    await held.reached;
    store.dispatch(userLoggedOut());
    held.release();
    expect((await call).payload).toEqual(MEMBER_CHANGED);
    await settle();
    expect(Auth.signOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a session check that finds another member than the one in memory wipes the previous one first', async () => {
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore(undefined, { api });
    await store.dispatch(checkSession());
    await store.dispatch(loadCurrentUser());
    expect(selectAuthUserId(store.getState())).toBe(memberAttributes.sub);
    // Another tab signed member A out and member B in: the tokens now name B.
    signInMember({ ...memberAttributes, sub: 'sub-B', email: 'b@example.com' });
    await store.dispatch(checkSession());
    expect(memberGenerationOf(store.getState())).toBe(1);
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', userId: 'sub-B' });
    expect(selectCurrentUser(store.getState())).toBeUndefined();
    expect(store.getState().api?.queries).toEqual({});
  });

  it('a member switch drops what the page start read for the previous member: the session read and early answers', async () => {
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore(undefined, { api });
    await store.dispatch(checkSession());
    const me = { method: 'GET', url: 'https://api.example/api/v1/me', token: 'id-token-of-a' };
    keepSessionRead({ clientId: 'client', cookies: 'member=a', session: { sub: memberAttributes.sub } });
    offerEarlyRead(me, Promise.resolve(new Response('{}')));
    signInMember({ ...memberAttributes, sub: 'sub-B', email: 'b@example.com' });
    await store.dispatch(checkSession());
    expect(memberGenerationOf(store.getState())).toBe(1);
    expect(takeEarlyRead(me)).toBeUndefined();
    expect(sessionReadFor('client', 'member=a')).toBeUndefined();
  });

  it('a session check that finds nobody while a member is in memory wipes that member', async () => {
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore(undefined, { api });
    await store.dispatch(checkSession());
    await store.dispatch(loadCurrentUser());
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
    await store.dispatch(checkSession());
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectCurrentUser(store.getState())).toBeUndefined();
  });

  it('the same member seen again keeps everything', async () => {
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore(undefined, { api });
    await store.dispatch(checkSession());
    await store.dispatch(loadCurrentUser());
    await store.dispatch(checkSession());
    expect(memberGenerationOf(store.getState())).toBe(0);
    expect(selectCurrentUser(store.getState())?.sub).toBe(memberAttributes.sub);
  });
});

describe('requests of the member who left', () => {
  it('the reset aborts the previous member’s requests in flight', async () => {
    const held = heldAnswer();
    server.use(
      mockOperation('getMe', async () => {
        held.arrived();
        await held.released;
        return HttpResponse.json(meAllAgreed);
      }),
    );
    const rejections: Array<{ aborted?: boolean }> = [];
    const stop = startAppListening({
      matcher: api.endpoints.getMe.matchRejected,
      effect: (action) => void rejections.push(action.meta),
    });
    const store = setupStore(undefined, { api });
    const pending = store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
    await held.reached;
    store.dispatch(userLoggedOut());
    held.release();
    await pending;
    stop();
    expect(rejections).toEqual([expect.objectContaining({ aborted: true })]);
  });
});
