import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../mocks/mock-operation';
import { meEligibleNoneAgreed, meNewMember, serverError } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { setupStore } from '../../mocks/store';
import { ja } from '../i18n/ja';
import { selectAuthStatus } from '../identity/auth-slice';
import { checkSession } from '../identity/session-check';
import { selectCurrentUserError, selectSignupStatus } from '../identity/current-user-slice';
import { SignupStatus } from '../lib/signup-status';
import { composeGuards, requireAuth, requireEligibility, type GuardCheck } from './guards';
import { selectEligibilityTarget } from './navigation-context-slice';

const signedIn = (emailVerified = true) => {
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({
    tokens: {
      idToken: { payload: { sub: 'sub-1', iat: 1, auth_time: 1 }, toString: () => 'id-token' },
      accessToken: { payload: {} },
    },
  } as unknown as Auth.AuthSession);
  jest
    .mocked(Auth.fetchUserAttributes)
    .mockResolvedValue({ sub: 'sub-1', email: 'member@example.com', email_verified: String(emailVerified) });
  jest.mocked(Auth.fetchMFAPreference).mockResolvedValue({});
};

const run = async (url: string) => {
  const store = setupStore();
  const outcome = await requireEligibility({ store, request: new Request(url), route: 'OtcSignin' });
  return { store, outcome };
};

const locationOf = (outcome: Response | undefined) => outcome?.headers.get('Location');

describe('requireEligibility (spec section 2, Eligibility guard)', () => {
  it('lets an eligibility-verified member through', async () => {
    signedIn();
    server.use(mockOperation('getMe', meEligibleNoneAgreed));
    const { outcome, store } = await run('http://localhost/account/otc?service=otc');
    expect(outcome).toBeUndefined();
    expect(selectEligibilityTarget(store.getState())).toBeUndefined();
  });

  it('sends a member without an insurer number to EligibilityCheck, keeping the route name and query as the target', async () => {
    signedIn();
    server.use(mockOperation('getMe', meNewMember));
    const { outcome, store } = await run('http://localhost/account/otc?service=otc');
    expect(locationOf(outcome)).toBe('/account/eligibility-check');
    expect(selectEligibilityTarget(store.getState())).toEqual({ name: 'OtcSignin', search: '?service=otc' });
    expect(selectSignupStatus(store.getState())).toBe(SignupStatus.EMAIL_VERIFIED);
  });

  it('sends a member whose e-mail is not verified to EligibilityCheck too (status 1 is not eligibility-verified)', async () => {
    signedIn(false);
    server.use(mockOperation('getMe', meEligibleNoneAgreed));
    const { outcome, store } = await run('http://localhost/account/otc');
    expect(locationOf(outcome)).toBe('/account/eligibility-check');
    expect(selectEligibilityTarget(store.getState())).toEqual({ name: 'OtcSignin', search: '' });
  });

  it("goes to InternalServerError when there is no ID token ('IDトークンが取得できませんでした')", async () => {
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
    const { outcome, store } = await run('http://localhost/account/otc');
    expect(locationOf(outcome)).toBe('/500.html');
    expect(selectCurrentUserError(store.getState())).toEqual({ name: 'NoIdTokenError', message: ja.errors.noIdToken });
    expect(selectEligibilityTarget(store.getState())).toBeUndefined();
  });

  it('goes to InternalServerError when the profile fetch fails', async () => {
    signedIn();
    server.use(mockOperation('getMe', serverError, { status: 500 }));
    const { outcome } = await run('http://localhost/account/otc');
    expect(locationOf(outcome)).toBe('/500.html');
  });

  it('leaves global identity errors to their own routes (deleted user → Signin, disabled → AccountDisabled)', async () => {
    signedIn();
    server.use(mockOperation('getMe', meEligibleNoneAgreed));
    jest
      .mocked(Auth.fetchUserAttributes)
      .mockRejectedValueOnce(Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' }));
    expect(locationOf((await run('http://localhost/account/otc')).outcome)).toBe('/signin');
    jest
      .mocked(Auth.fetchUserAttributes)
      .mockRejectedValueOnce(Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' }));
    expect(locationOf((await run('http://localhost/account/otc')).outcome)).toBe('/account/disabled');
  });
});

describe('requireAuth when the identity service cannot be reached', () => {
  it.each([
    ['NetworkError', 'A network error has occurred.'],
    ['InternalErrorException', 'Internal error'],
    // A 502/503/504 from the front servers has no body: Amplify's JSON parser fails on it.
    ['SyntaxError', 'Unexpected end of JSON input'],
  ])(
    '%s: the member is not sent to Signin (the session is kept) but to the server-error page',
    async (name, message) => {
      signedIn();
      const store = setupStore();
      await store.dispatch(checkSession());
      jest.mocked(Auth.fetchAuthSession).mockRejectedValueOnce(Object.assign(new Error(message), { name }));
      const outcome = await requireAuth({
        store,
        request: new Request('http://localhost/account'),
        route: 'AccountHome',
      });
      expect(locationOf(outcome)).toBe('/500.html');
      expect(store.getState().auth).toMatchObject({ status: 'signedIn', userId: 'sub-1' });
    },
  );

  it('a session the identity service ended still goes to Signin', async () => {
    signedIn();
    const store = setupStore();
    jest
      .mocked(Auth.fetchAuthSession)
      .mockRejectedValueOnce(Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' }));
    const outcome = await requireAuth({
      store,
      request: new Request('http://localhost/account'),
      route: 'AccountHome',
    });
    expect(locationOf(outcome)).toBe('/signin');
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
  });
});

describe('composeGuards (the one composer: router guards and page loaders)', () => {
  const context = () => ({
    store: setupStore(),
    request: new Request('http://localhost/account'),
    route: 'AccountHome' as const,
  });
  const redirectTo =
    (path: string): GuardCheck =>
    async () =>
      new Response(null, { status: 302, headers: { Location: path } });

  it('runs the checks in order, stops at the first redirect and does not run later checks', async () => {
    const calls: string[] = [];
    const first: GuardCheck = async () => {
      calls.push('first');
      return undefined;
    };
    const later = jest.fn(async () => undefined);
    const outcome = await composeGuards(first, redirectTo('/signin'), later)(context());
    expect(outcome?.headers.get('Location')).toBe('/signin');
    expect(calls).toEqual(['first']);
    expect(later).not.toHaveBeenCalled();
  });

  it('passes the same context to every check and renders (null) when every check passes', async () => {
    const ctx = context();
    const check = jest.fn(async () => undefined);
    expect(await composeGuards(check, check)(ctx)).toBeNull();
    expect(check.mock.calls).toEqual([[ctx], [ctx]]);
  });

  it('renders (null) with no checks at all', async () => {
    expect(await composeGuards()(context())).toBeNull();
  });
});
