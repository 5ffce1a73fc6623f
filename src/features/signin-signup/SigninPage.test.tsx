import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { heldOperation, mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed, meNewMember } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { setupStore } from '../../../mocks/store';
import { currentEnvironment } from '../../config/env';
import { format } from '../../i18n/format';
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/busy';
import { currentLanguage, putTexts } from '../../i18n/language';
import { heldAmplifyCall, pressBusyButton } from '../../../mocks/held-call';
import { escapeRegExp } from '../../../mocks/regexp';
import { srpWorkers } from '../../../mocks/srp-worker';
import * as Identity from '../../identity/amplify';
import { selectAuthStatus, selectPendingEmail, sessionEndedNoticeSet } from '../../identity/auth-slice';
import { hasTokenCookie } from '../../identity/token-cookies';
import { selectOriginatingService } from '../../routing/navigation-context-slice';
import { leaveForExternal } from '../../routing/service-handoff';
import { memberAttributes, signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { RESEND_NOTICE_DELAY_MS } from '../../ui/use-resend-notice';
// Loaded now, before any test changes the language (the route loads it again from the module cache).
import './SigninForm';
import '../../i18n/screens/mfa';
import '../../i18n/screens/signup';
import '../../i18n/screens/account-notices';
import { pasteInto } from '../../../mocks/paste-into';
import { watchFor } from '../../../mocks/watch-text';

// jsdom cannot leave the page: the hand-off to another site is observed instead.
jest.mock('../../routing/service-handoff', () => ({
  ...jest.requireActual('../../routing/service-handoff'),
  leaveForExternal: jest.fn(),
}));

const EMAIL = 'taro.yamada@example.com';
const PASSWORD = 'Passw0rd!demo';
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: ja.signin.submit });
const rejection = (name: string, message: string) => Object.assign(new Error(message), { name });
const signedOut = () => jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
const done = { isSignedIn: true, nextStep: { signInStep: 'DONE' as const } };
const smsStep = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' as const } };

/** A sign-in that succeeds: from then on the session exists. */
const signInSucceeds = () =>
  jest.mocked(Auth.signIn).mockImplementation(async () => {
    signInMember();
    return done;
  });

const open = async (path = '/signin', store = setupStore()) => {
  server.use(mockOperation('getMe', meAllAgreed));
  const rendered = renderRoute(path, { store });
  await screen.findByRole('heading', { level: 1, name: ja.titles.Signin });
  return rendered;
};

const signInWith = async (email = EMAIL, password = PASSWORD) => {
  await pasteInto(input(ja.common.email), email);
  await pasteInto(input(ja.common.password), password);
  await userEvent.click(loginButton());
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
  signedOut();
  jest.mocked(Auth.signOut).mockResolvedValue(undefined);
  jest
    .mocked(Auth.resendSignUpCode)
    .mockResolvedValue({ destination: 'm***@e***', deliveryMedium: 'EMAIL', attributeName: 'email' });
});

describe('sign in', () => {
  it("starts SRP's a/A pair in a worker when the form gets focus, before the member submits", async () => {
    // The first test to focus the form in this file (the module keeps its worker, as a page does).
    await open();
    expect(srpWorkers).toHaveLength(0);
    await userEvent.click(input(ja.common.email));
    expect(srpWorkers).toHaveLength(1);
    expect(srpWorkers[0]?.requests).toEqual([{ id: 1, kind: 'pair' }]);
  });

  it('starts loading the identity library when the form gets focus, before the member submits', async () => {
    await open();
    const preload = jest.spyOn(Identity, 'loadIdentity');
    expect(preload).not.toHaveBeenCalled();
    await userEvent.click(input(ja.common.email));
    expect(preload).toHaveBeenCalled();
    preload.mockRestore();
  });

  it('offers the links to forgot password, signup and the inquiry page, and the autocomplete hints', async () => {
    await open();
    expect(screen.getByRole('link', { name: ja.signin.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: ja.signin.toSignup })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: ja.signin.inquiryLink })).toHaveAttribute('href', '/inquiry');
    expect(screen.getByText(ja.signin.inquiryWarning, { exact: false })).toBeInTheDocument();
    expect(input(ja.common.email)).toHaveAttribute('autocomplete', 'email');
    expect(input(ja.common.password)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('refuses in the language put after the form module loaded (English arrives after the entry ran)', async () => {
    // SigninForm was loaded with this file (import below), in the catalogue's language then; a schema made at that
    // time kept its messages.
    const before = currentLanguage();
    putTexts('en', en);
    try {
      await open();
      await userEvent.click(loginButton());
      expect(await screen.findByText(en.validation.emailRequired)).toBeInTheDocument();
      expect(screen.getByText(en.validation.passwordRequired)).toBeInTheDocument();
    } finally {
      putTexts(before, before === 'en' ? en : undefined);
    }
  });

  it('refuses an empty form and a malformed address without calling the identity service', async () => {
    await open();
    await userEvent.click(loginButton());
    expect(await screen.findByText(ja.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ja.validation.passwordRequired)).toBeInTheDocument();
    await pasteInto(input(ja.common.email), 'not-an-address');
    await pasteInto(input(ja.common.password), PASSWORD);
    await userEvent.click(loginButton());
    // Still not an address once normalised: the half-width message, and the address cleared (spec section 8).
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.validation.emailRefused);
    expect(input(ja.common.email).value).toBe('');
    expect(input(ja.common.password).value).toBe(PASSWORD);
    expect(Auth.signIn).not.toHaveBeenCalled();
  });

  it('accepts an address typed in full-width, with stray spaces or capitals: normalised, lower-cased for the identity call', async () => {
    signInSucceeds();
    const { router } = await open();
    await pasteInto(input(ja.common.email), ' ｔａｒｏ．ｙａｍａｄａ＠ＥＸＡＭＰＬＥ．ｃｏｍ　');
    await pasteInto(input(ja.common.password), PASSWORD);
    await userEvent.click(loginButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(Auth.signIn).toHaveBeenCalledWith({
      username: EMAIL,
      password: PASSWORD,
      options: { authFlowType: expect.any(String) },
    });
  });

  it('paints the busy button before the sign-in call starts (a frame passes between the submit and the call)', async () => {
    const atCall: { busy?: string | null; framePassed?: boolean } = {};
    let framePassed = false;
    const onSubmit = () => {
      framePassed = false;
      requestAnimationFrame(() => (framePassed = true));
    };
    document.addEventListener('submit', onSubmit, true);
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      atCall.busy = document.querySelector('main button[type="submit"]')?.getAttribute('aria-busy');
      atCall.framePassed = framePassed;
      signInMember();
      return done;
    });
    try {
      const { router } = await open();
      await signInWith();
      await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    } finally {
      document.removeEventListener('submit', onSubmit, true);
    }
    expect(atCall).toEqual({ busy: 'true', framePassed: true });
  });

  it('shows the service list’s frame (heading, busy outline) as soon as the sign-in is accepted, before /me answers', async () => {
    signInSucceeds();
    const { router } = await open();
    const me = heldOperation('getMe', meAllAgreed);
    server.use(me.handler);
    await signInWith();
    await waitFor(() => expect(me.asked).toBe(true));
    const outline = await screen.findByRole('list', { name: ja.home.loadingServices });
    expect(outline).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(ja.home.loadingServices);
    expect(screen.getByRole('heading', { level: 1, name: ja.home.heading })).toHaveFocus();
    // The outline says nothing of any member: its cards are empty to every reader.
    expect(within(outline).queryByRole('link')).not.toBeInTheDocument();
    expect(within(outline).queryByText(ja.services.otc.name)).not.toBeVisible();
    expect(screen.queryByRole('button', { name: ja.signin.submit })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');

    me.release();
    expect(await screen.findByRole('link', { name: ja.services.otc.name })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('list', { name: ja.home.loadingServices })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows no service-list frame when the sign-in leads to another page (a service’s entry)', async () => {
    signInSucceeds();
    const me = heldOperation('getMe', meAllAgreed);
    const { router } = await open('/signin?service=my-kenshin');
    server.use(me.handler);
    await signInWith();
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(screen.queryByRole('list', { name: ja.home.loadingServices })).not.toBeInTheDocument();
    me.release();
    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledWith(currentEnvironment.external.checkupCallbackUrl));
    expect(router.state.location.pathname).toBe('/account/my-kenshin');
  });

  it('asks for /me and the identity attributes once the sign-in is accepted, before the guards run, and the guard asks nothing again', async () => {
    signInSucceeds();
    // The loaders' gate (the app's storage restore): open for /signin, then held, so the guards of /account cannot
    // have started any read.
    let gateOpen = true;
    const waiting: (() => void)[] = [];
    const ready = { then: (resolve: () => void) => (gateOpen ? resolve() : waiting.push(resolve)) };
    const store = setupStore();
    server.use(mockOperation('getMe', meAllAgreed));
    const { router } = renderRoute('/signin', { store, ready: ready as unknown as Promise<unknown> });
    await screen.findByRole('heading', { level: 1, name: ja.titles.Signin });
    gateOpen = false;
    // Both answers held: each request is seen before either answers.
    const me = heldOperation('getMe', meAllAgreed);
    server.use(me.handler);
    jest.mocked(Auth.fetchUserAttributes).mockImplementation(async () => {
      await me.released;
      return memberAttributes;
    });
    await signInWith();
    await waitFor(() => expect(me.asked).toBe(true));
    expect(Auth.fetchUserAttributes).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/signin');
    me.release();
    gateOpen = true;
    waiting.splice(0).forEach((resolve) => resolve());
    expect(await screen.findByRole('link', { name: ja.services.otc.name })).toBeVisible();
    // The guard's own load joined the reads started when the session check named the member (the header's load).
    expect(Auth.fetchUserAttributes).toHaveBeenCalledTimes(1);
  });

  it('sends the signed-in page’s reads with the tokens, before the session check marks the member signed in (and the page re-renders)', async () => {
    const store = setupStore();
    await open('/signin', store);
    const order: string[] = [];
    const seen = (what: string) => {
      if (!order.includes(what)) order.push(what);
    };
    store.subscribe(() => {
      const state = store.getState() as unknown as { api?: { queries: Record<string, { status?: string }> } };
      if (Object.keys(state.api?.queries ?? {}).some((key) => key.startsWith('getMe'))) seen('/me');
      if (selectAuthStatus(store.getState()) === 'signedIn') seen('signed in');
    });
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      signInMember();
      jest.mocked(Auth.fetchUserAttributes).mockImplementation(async () => {
        seen('attributes');
        return memberAttributes;
      });
      return done;
    });
    await signInWith();
    expect(await screen.findByRole('link', { name: ja.services.otc.name })).toBeVisible();
    expect(order).toEqual(['attributes', '/me', 'signed in']);
  });

  it('signs in Taro.Yamada@Example.com as the member who signed up as taro.yamada@example.com', async () => {
    signInSucceeds();
    await open();
    await signInWith('Taro.Yamada@Example.com');
    await waitFor(() => expect(Auth.signIn).toHaveBeenCalledWith(expect.objectContaining({ username: EMAIL })));
    expect(screen.queryByText(ja.validation.emailRefused)).not.toBeInTheDocument();
  });

  it('signs in and continues to AccountHome when no service is named', async () => {
    signInSucceeds();
    const { router, store } = await open();
    // A signed-out page has no use for the API client (a chunk of its own): it arrives with the first signed-in page.
    expect(store.getState().api).toBeUndefined();
    await signInWith();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(store.getState().api?.config.middlewareRegistered).toBe(true);
    expect(Auth.signIn).toHaveBeenCalledWith({
      username: EMAIL,
      password: PASSWORD,
      options: { authFlowType: expect.any(String) },
    });
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
  });

  it('after a password reset, the signed-in page offers to remove every passkey (the follow-up of the sign-in)', async () => {
    signInSucceeds();
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({
      credentials: [{ credentialId: 'old', friendlyCredentialName: 'MacBook', createdAt: new Date(0) }],
    } as never);
    const { router } = await open();
    await act(() => router.navigate('/signin', { state: { passwordReset: true } }));
    await signInWith();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByText(ja.accountNotices.afterPasswordReset)).toBeInTheDocument();
    expect(Auth.listWebAuthnCredentials).toHaveBeenCalledTimes(1);
  });

  it('continues to the originating service named by ?service=', async () => {
    signInSucceeds();
    const { router, store } = await open('/signin?service=my-kenshin');
    // The page records the service it was opened for (the service's entry route clears it on arrival, which
    // ServiceEntry.test.tsx covers: asserting it here after sign-in would race that page).
    expect(selectOriginatingService(store.getState())).toBe('my-kenshin');
    await signInWith();
    // Signed in, the member goes to that service's entry route, which hands an agreed member over to the service.
    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledWith(currentEnvironment.external.checkupCallbackUrl));
    expect(router.state.location.pathname).toBe('/account/my-kenshin');
  });

  it.each([
    ['UserNotFoundException', 'User does not exist.', ja.signin.userNotFound],
    ['NotAuthorizedException', 'Incorrect username or password.', ja.signin.wrongCredentials],
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.', ja.busy.signin],
    // Cognito's request-rate quota (HTTP 400): Amplify has retried it already; the member is asked to wait.
    ['TooManyRequestsException', 'Rate exceeded', ja.busy.signin],
    [
      'InternalErrorException',
      'Boom',
      format(ja.errors.communicationWithDetail, { name: 'InternalErrorException', message: 'Boom' }),
    ],
  ])('%s "%s" shows its message and keeps what was typed', async (name, message, shown) => {
    jest.mocked(Auth.signIn).mockRejectedValue(rejection(name, message));
    const { router } = await open();
    await signInWith();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(input(ja.common.email).value).toBe(EMAIL);
    expect(input(ja.common.password).value).toBe(PASSWORD);
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('a disabled member sees the invalid-membership screen with their address and the reasons; its button leads back here', async () => {
    jest.mocked(Auth.signIn).mockRejectedValue(rejection('NotAuthorizedException', 'User is disabled.'));
    jest.mocked(Auth.signOut).mockResolvedValue(undefined);
    const { router, store } = await open();
    await signInWith('Taro.Yamada@Example.com');
    await screen.findByRole('heading', { level: 1, name: ja.disabled.heading });
    expect(router.state.location.pathname).toBe('/account/disabled');
    expect(screen.getByText(format(ja.disabled.emailLine, { email: EMAIL }))).toBeInTheDocument();
    expect(screen.getByText(ja.disabled.message)).toBeInTheDocument();
    for (const reason of ja.disabled.reasons) expect(screen.getByText(reason)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ja.disabled.toSignin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    // The address was memory only, and is gone once back at sign-in.
    expect(selectPendingEmail(store.getState())).toBeUndefined();
  });

  it('signs in once while busy', async () => {
    const finish = heldAmplifyCall(Auth.signIn, smsStep);
    await open();
    await signInWith();
    await pressBusyButton();
    expect(Auth.signIn).toHaveBeenCalledTimes(1);
    act(() => finish());
    await screen.findByRole('textbox', { name: new RegExp(escapeRegExp(ja.mfa.authenticationCode)) });
  });

  it('an unconfirmed sign-up: sends a fresh code, confirms, signs in and continues', async () => {
    jest.mocked(Auth.signIn).mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    jest.mocked(Auth.confirmSignUp).mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const { router } = await open();
    await signInWith();
    const code = await screen.findByRole('textbox', { name: new RegExp(escapeRegExp(ja.common.confirmationCode)) });
    expect(Auth.resendSignUpCode).toHaveBeenCalledWith({ username: EMAIL });
    expect(screen.getByText(format(ja.signup.codeSentTo, { email: EMAIL }))).toBeInTheDocument();
    signInSucceeds();
    await userEvent.type(code, '６５４３２１');
    await userEvent.click(screen.getByRole('button', { name: ja.signup.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(Auth.confirmSignUp).toHaveBeenCalledWith({ username: EMAIL, confirmationCode: '654321' });
  });

  describe('SMS authentication', () => {
    const toSmsStep = async () => {
      jest.mocked(Auth.signIn).mockResolvedValue(smsStep);
      const rendered = await open();
      await signInWith();
      await screen.findByRole('textbox', { name: new RegExp(escapeRegExp(ja.mfa.authenticationCode)) });
      return rendered;
    };
    const codeField = () =>
      screen.getByRole('textbox', { name: new RegExp(escapeRegExp(ja.mfa.authenticationCode)) }) as HTMLInputElement;

    it('moves focus to the heading (the sign-in button that had focus is gone)', async () => {
      await toSmsStep();
      expect(screen.getByRole('heading', { level: 1, name: ja.titles.Signin })).toHaveFocus();
    });

    it('accepts the code with full-width digits and spaces and signs in', async () => {
      const { router } = await toSmsStep();
      expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
      jest.mocked(Auth.confirmSignIn).mockImplementation(async () => {
        signInMember();
        return done;
      });
      await userEvent.type(codeField(), ' １２３ ４５６ ');
      await userEvent.click(screen.getByRole('button', { name: ja.mfa.verify }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
      expect(Auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    });

    it.each([
      ['', ja.validation.codeRequired],
      ['12345', ja.validation.sixDigits],
      ['1234567', ja.validation.sixDigits],
      ['12-456', ja.validation.sixDigits],
    ])('refuses %p', async (typed, message) => {
      await toSmsStep();
      if (typed) await userEvent.type(codeField(), typed);
      await userEvent.click(screen.getByRole('button', { name: ja.mfa.verify }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(Auth.confirmSignIn).not.toHaveBeenCalled();
    });

    it.each([
      ['NotAuthorizedException', 'Invalid session for the user, session is expired.', ja.mfa.codeExpired],
      ['CodeMismatchException', 'Invalid code received for user', ja.mfa.authenticationFailed],
      ['InternalErrorException', 'Boom', ja.mfa.authenticationFailed],
    ])('%s: shows its message and clears the code', async (name, message, shown) => {
      await toSmsStep();
      jest.mocked(Auth.confirmSignIn).mockRejectedValue(rejection(name, message));
      await pasteInto(codeField(), '123456');
      await userEvent.click(screen.getByRole('button', { name: ja.mfa.verify }));
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      await waitFor(() => expect(codeField().value).toBe(''));
    });

    it('resend signs in again and shows "再送しました" only after 1.5 seconds', async () => {
      await toSmsStep();
      expect(Auth.signIn).toHaveBeenCalledTimes(1);
      jest.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: ja.mfa.resend }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(Auth.signIn).toHaveBeenCalledTimes(2);
      expect(Auth.signIn).toHaveBeenLastCalledWith(expect.objectContaining({ username: EMAIL, password: PASSWORD }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(RESEND_NOTICE_DELAY_MS - 10);
      });
      expect(screen.queryByText(ja.mfa.sentAgain)).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByText(ja.mfa.sentAgain)).toBeInTheDocument();
      jest.useRealTimers();
    });

    it('leaving the step unfinished removes Amplify’s pending sign-in from sessionStorage', async () => {
      const { router } = await toSmsStep();
      // What Amplify keeps for the SMS step (its signInStore, 3 minutes).
      sessionStorage.setItem('CognitoSignInState.username', EMAIL);
      sessionStorage.setItem('CognitoSignInState.signInSession', 'session-of-the-sms-step');
      sessionStorage.setItem('CognitoSignInState.expiry', String(Date.now() + 180_000));
      sessionStorage.setItem('unrelated', 'kept');
      await act(() => router.navigate('/forgot-password'));
      await waitFor(() => expect(sessionStorage.getItem('CognitoSignInState.signInSession')).toBeNull());
      expect(sessionStorage.getItem('CognitoSignInState.username')).toBeNull();
      expect(sessionStorage.getItem('CognitoSignInState.expiry')).toBeNull();
      expect(sessionStorage.getItem('unrelated')).toBe('kept');
    });

    it('resend failure: "再送に失敗しました。"', async () => {
      await toSmsStep();
      jest.mocked(Auth.signIn).mockRejectedValue(rejection('LimitExceededException', 'Attempt limit exceeded'));
      await userEvent.click(screen.getByRole('button', { name: ja.mfa.resend }));
      expect(await screen.findByRole('alert')).toHaveTextContent(ja.mfa.resendFailed);
    });
  });

  describe('a sign-in made on the page', () => {
    it('goes on to the next page without offering the account choice meanwhile (a member sent to the eligibility check)', async () => {
      signInSucceeds();
      const { router } = await open();
      server.use(mockOperation('getMe', meNewMember));
      const chooseAccountSeen = watchFor(ja.signin.chooseAccount);
      await signInWith();
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/eligibility-check'));
      expect(chooseAccountSeen()).toBe(false);
    });

    it('nor on its way to the service list', async () => {
      signInSucceeds();
      const { router } = await open();
      const chooseAccountSeen = watchFor(ja.signin.chooseAccount);
      await signInWith();
      await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
      expect(chooseAccountSeen()).toBe(false);
    });
  });

  describe('an existing session', () => {
    it('shows the account choice; continuing goes on to the service route', async () => {
      signInMember();
      const { router } = await open();
      expect(await screen.findByText(ja.signin.chooseAccount)).toBeInTheDocument();
      expect(
        await screen.findByText(format(ja.signin.signedInAs, { email: 'taro.yamada@example.com' })),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: ja.signin.continueWithAccount }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    });

    it('signing in with another account signs out and shows the form', async () => {
      signInMember();
      jest.mocked(Auth.signOut).mockImplementation(async () => {
        signedOut();
      });
      const { store } = await open();
      await userEvent.click(await screen.findByRole('button', { name: ja.signin.signInWithAnother }));
      expect(await screen.findByRole('button', { name: ja.signin.submit })).toBeInTheDocument();
      expect(Auth.signOut).toHaveBeenCalled();
      expect(selectAuthStatus(store.getState())).toBe('signedOut');
    });

    it('a sign-out the identity service refuses still ends the session here: token cookies gone, the form shown', async () => {
      signInMember();
      jest.mocked(Auth.signOut).mockRejectedValue(rejection('InternalErrorException', 'Boom'));
      const { store } = await open();
      await userEvent.click(await screen.findByRole('button', { name: ja.signin.signInWithAnother }));
      expect(await screen.findByRole('button', { name: ja.signin.submit })).toBeInTheDocument();
      expect(selectAuthStatus(store.getState())).toBe('signedOut');
      expect(hasTokenCookie(document.cookie)).toBe(false);
      expect(screen.queryByRole('button', { name: ja.signin.continueWithAccount })).not.toBeInTheDocument();
    });
  });

  it('explains a session that ended by itself (refresh failed)', async () => {
    const store = setupStore();
    store.dispatch(sessionEndedNoticeSet(true));
    await open('/signin', store);
    expect(screen.getByText(ja.signin.sessionEnded)).toBeInTheDocument();
  });
});
