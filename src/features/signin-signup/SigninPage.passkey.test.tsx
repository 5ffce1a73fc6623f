import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { heldOperation, mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed, meNewMember } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { escapeRegExp } from '../../../mocks/regexp';
import { signInMember } from '../../../mocks/amplify-session';
import { checkSession } from '../../identity/session-check';
import { withPasskeyBrowser } from '../../../mocks/passkey-browser';
import { createTestRouter, renderRoute, renderRouter } from '../../../mocks/render';
import { setupStore } from '../../../mocks/store';
import { watchFor } from '../../../mocks/watch-text';
import { loadServiceListFrame } from '../../app/shell/AppLayout';
import { chunks, pages } from '../../app/loading-table';
import { provideLoadingTable } from '../../lib/loading';
import { markPasskeySupport, PASSKEYS_ATTRIBUTE } from '../../lib/page-attributes';
import { leavePasskeyOutcome, offerPasskeyPick, takePasskeyOutcome, takePasskeyPick } from '../../lib/passkey-pick';

/** /signin's passkey controls: only where the browser can use passkeys; failures leave the password form. */

const EMAIL = 'taro.yamada@example.com';
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
const rejection = (name: string, message: string) => Object.assign(new Error(message), { name });
const passkeyFlow = { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' };

const open = async () => {
  server.use(mockOperation('getMe', meAllAgreed));
  const rendered = renderRoute('/signin');
  await screen.findByRole('heading', { level: 1, name: ja.titles.Signin });
  return rendered;
};

/** index.html's own CSS, as every page has it. */
const withPageCss = () => {
  const html = fs.readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8');
  const style = document.createElement('style');
  style.textContent = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  document.head.append(style);
  return style;
};

let browser: ReturnType<typeof withPasskeyBrowser> | undefined;
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
});
afterEach(() => {
  provideLoadingTable({ ...chunks, ...pages });
  browser?.restore();
  document.documentElement.removeAttribute(PASSKEYS_ATTRIBUTE);
});

describe('sign in with a passkey', () => {
  it('hides the passkey control, keeping its room, without WebAuthn or a secure context, and shows it with them', async () => {
    browser = undefined;
    const css = withPageCss();
    markPasskeySupport();
    await open();
    expect(screen.getByRole('button', { name: ja.signin.submit })).toBeInTheDocument();
    const control = screen.getByText(ja.passkeys.signin).closest('button');
    expect(control).not.toBeVisible();
    expect(screen.queryByRole('button', { name: ja.passkeys.signin })).not.toBeInTheDocument();
    expect(input(ja.common.email)).toHaveAttribute('autocomplete', 'email');
    browser = withPasskeyBrowser();
    markPasskeySupport();
    expect(control).toBeVisible();
    css.remove();
  });

  it('signs in with the passkey of the typed address and continues to AccountHome', async () => {
    browser = withPasskeyBrowser();
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      signInMember();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    const { router } = await open();
    await userEvent.type(input(ja.common.email), EMAIL);
    await userEvent.click(await screen.findByRole('button', { name: ja.passkeys.signin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(Auth.signIn).toHaveBeenCalledWith({ username: EMAIL, options: passkeyFlow });
  });

  it('asks for the address first, without calling the identity service', async () => {
    browser = withPasskeyBrowser();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: ja.passkeys.signin }));
    expect(await screen.findByText(ja.passkeys.signinNeedsEmail)).toBeInTheDocument();
    expect(Auth.signIn).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a cancelled ceremony',
      rejection('PasskeyAuthenticationCanceled', 'The operation either timed out or was not allowed.'),
      ja.passkeys.signinCanceled,
    ],
    [
      'an assertion the service refuses',
      rejection('NotAuthorizedException', 'WebAuthn authentication failed.'),
      ja.passkeys.signinFailed,
    ],
    ['an unknown address', rejection('UserNotFoundException', 'User does not exist.'), ja.signin.userNotFound],
  ])('says so plainly after %s and keeps the password form usable', async (_, error, message) => {
    browser = withPasskeyBrowser();
    jest.mocked(Auth.signIn).mockRejectedValueOnce(error);
    await open();
    await userEvent.type(input(ja.common.email), EMAIL);
    await userEvent.click(await screen.findByRole('button', { name: ja.passkeys.signin }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input(ja.common.email).value).toBe(EMAIL);
    // The password sign-in still works after it.
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      signInMember();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    await userEvent.type(input(ja.common.password), 'Passw0rd!demo');
    await userEvent.click(screen.getByRole('button', { name: ja.signin.submit }));
    await waitFor(() =>
      expect(Auth.signIn).toHaveBeenLastCalledWith({
        username: EMAIL,
        password: 'Passw0rd!demo',
        options: { authFlowType: expect.any(String) },
      }),
    );
  });

  it('tells a member without a passkey to use the password (Cognito offers the other first factors)', async () => {
    browser = withPasskeyBrowser();
    jest.mocked(Auth.signIn).mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: ['PASSWORD', 'PASSWORD_SRP'],
      },
    });
    await open();
    await userEvent.type(input(ja.common.email), EMAIL);
    await userEvent.click(await screen.findByRole('button', { name: ja.passkeys.signin }));
    expect(await screen.findByText(ja.passkeys.signinNoPasskey)).toBeInTheDocument();
  });

  it('offers passkeys in the e-mail field’s autofill, and signs in with the picked one’s member without a button press', async () => {
    const handle = new TextEncoder().encode('5f0c7e1a-member-sub').buffer;
    let pick: (value: unknown) => void = () => undefined;
    browser = withPasskeyBrowser({ autofill: true, get: () => new Promise((resolve) => (pick = resolve)) });
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      signInMember();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    const { router } = await open();
    await waitFor(() => expect(input(ja.common.email)).toHaveAttribute('autocomplete', 'username webauthn'));
    // The pick only names the member: it asks for no verification, which Cognito's ceremony asks for once.
    await waitFor(() =>
      expect(browser?.credentialsGet).toHaveBeenCalledWith(
        expect.objectContaining({
          mediation: 'conditional',
          publicKey: expect.objectContaining({ userVerification: 'discouraged' }),
        }),
      ),
    );
    pick({ response: { userHandle: handle } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(Auth.signIn).toHaveBeenCalledWith({ username: '5f0c7e1a-member-sub', options: passkeyFlow });
  });

  it('signs in once when the button is pressed while an autofill pick’s sign-in runs', async () => {
    const handle = new TextEncoder().encode('5f0c7e1a-member-sub').buffer;
    let pick: (value: unknown) => void = () => undefined;
    browser = withPasskeyBrowser({ autofill: true, get: () => new Promise((resolve) => (pick = resolve)) });
    let finish: (value: Awaited<ReturnType<typeof Auth.signIn>>) => void = () => undefined;
    jest.mocked(Auth.signIn).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { router } = await open();
    await waitFor(() => expect(browser?.credentialsGet).toHaveBeenCalled());
    pick({ response: { userHandle: handle } });
    await waitFor(() => expect(Auth.signIn).toHaveBeenCalledTimes(1));
    await userEvent.type(input(ja.common.email), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: ja.passkeys.signin }));
    signInMember();
    finish({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(Auth.signIn).toHaveBeenCalledTimes(1);
    expect(Auth.signIn).toHaveBeenCalledWith({ username: '5f0c7e1a-member-sub', options: passkeyFlow });
  });

  it('carries on the autofill request the boot script started (no second request), and signs in with its pick', async () => {
    browser = withPasskeyBrowser({ autofill: true });
    jest.mocked(Auth.signIn).mockImplementation(async () => {
      signInMember();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    let pick: (username: string | undefined) => void = () => undefined;
    const abort = jest.fn();
    offerPasskeyPick({ picked: new Promise((resolve) => (pick = resolve)), abort });
    const { router } = await open();
    await waitFor(() => expect(input(ja.common.email)).toHaveAttribute('autocomplete', 'username webauthn'));
    expect(takePasskeyPick()).toBeUndefined();
    pick('5f0c7e1a-member-sub');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(browser.credentialsGet).not.toHaveBeenCalled();
    expect(Auth.signIn).toHaveBeenCalledTimes(1);
    expect(Auth.signIn).toHaveBeenCalledWith({ username: '5f0c7e1a-member-sub', options: passkeyFlow });
  });

  it('waits for a pick’s sign-in the app carries on: no passkey sign-in of its own meanwhile, then shows its failure and offers passkeys again', async () => {
    browser = withPasskeyBrowser({ autofill: true });
    let end: (outcome: { error: string }) => void = () => undefined;
    leavePasskeyOutcome(new Promise((resolve) => (end = resolve)));
    await open();
    await waitFor(() => expect(input(ja.common.email)).toHaveAttribute('autocomplete', 'username webauthn'));
    await userEvent.type(input(ja.common.email), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: ja.passkeys.signin }));
    expect(browser.credentialsGet).not.toHaveBeenCalled();
    expect(Auth.signIn).not.toHaveBeenCalled();
    end({ error: ja.passkeys.signinNoPasskey });
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.passkeys.signinNoPasskey);
    await waitFor(() =>
      expect(browser?.credentialsGet).toHaveBeenCalledWith(expect.objectContaining({ mediation: 'conditional' })),
    );
    expect(Auth.signIn).not.toHaveBeenCalled();
    expect(input(ja.common.email).value).toBe(EMAIL);
    // Taken once: the next visit of the page starts clean.
    expect(takePasskeyOutcome()).toBeUndefined();
  });

  it('offers no passkey autofill when the pick’s sign-in it waited for signed the member in (the app navigates on), nor the account choice', async () => {
    browser = withPasskeyBrowser({ autofill: true });
    let end: (outcome: { next: 'DONE' }) => void = () => undefined;
    leavePasskeyOutcome(new Promise((resolve) => (end = resolve)));
    const { store } = await open();
    // The carried sign-in signs the member in before it ends.
    signInMember();
    await act(async () => {
      await store.dispatch(checkSession());
      end({ next: 'DONE' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(browser.credentialsGet).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(ja.signin.chooseAccount)).not.toBeInTheDocument();
  });

  it('offers no account choice when it shows on the way to the page a guard sends the member to, after a pick’s sign-in the app carried on', async () => {
    signInMember();
    const me = heldOperation('getMe', meNewMember);
    server.use(me.handler);
    // The eligibility check's code on its way, as on a slow link: the page under it shows meanwhile.
    let pageArrives: () => void = () => undefined;
    const pageOnItsWay = new Promise<void>((resolve) => (pageArrives = resolve));
    const page = pages.EligibilityCheck;
    provideLoadingTable({
      ...chunks,
      ...pages,
      EligibilityCheck: { ...page, load: () => pageOnItsWay.then(page.load) },
    });
    const store = setupStore();
    const router = createTestRouter(store, ['/signin']);
    // As src/start.tsx renders the app after a carried pick's sign-in: /signin's first navigation has ended, the member
    // is signed in, the app is on its way to the list, whose frame's code is here.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await store.dispatch(checkSession());
    void router.navigate('/account', { replace: true });
    await loadServiceListFrame();
    const frameSeen = watchFor(ja.home.loadingServices);
    const chooseAccountSeen = watchFor(ja.signin.chooseAccount);
    renderRouter(router, store);
    await waitFor(() => expect(me.asked).toBe(true));
    me.release();
    // The guard sends a member not yet checked to the eligibility check: the frame ends, /signin shows until it is here.
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/account/eligibility-check'));
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.Signin })).toBeInTheDocument();
    pageArrives();
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.EligibilityCheck })).toBeInTheDocument();
    expect([frameSeen(), chooseAccountSeen()]).toEqual([true, false]);
  });

  it('asks for the SMS code when the pick the app carried on needs it', async () => {
    browser = withPasskeyBrowser({ autofill: true });
    leavePasskeyOutcome(Promise.resolve({ next: 'SMS_CODE' }));
    await open();
    expect(
      await screen.findByRole('textbox', { name: new RegExp(escapeRegExp(ja.mfa.authenticationCode)) }),
    ).toBeInTheDocument();
    expect(Auth.signIn).not.toHaveBeenCalled();
  });

  it('asks again itself when the boot script’s request ended without a pick', async () => {
    browser = withPasskeyBrowser({ autofill: true });
    offerPasskeyPick({ picked: Promise.resolve(undefined), abort: jest.fn() });
    await open();
    await waitFor(() =>
      expect(browser?.credentialsGet).toHaveBeenCalledWith(expect.objectContaining({ mediation: 'conditional' })),
    );
    expect(browser.credentialsGet).toHaveBeenCalledTimes(1);
  });

  it('stops the boot script’s request when the page is left before carrying it on', async () => {
    browser = withPasskeyBrowser({ autofill: false });
    const abort = jest.fn();
    offerPasskeyPick({ picked: new Promise(() => undefined), abort });
    const { unmount } = await open();
    unmount();
    await waitFor(() => expect(abort).toHaveBeenCalled());
    expect(takePasskeyPick()).toBeUndefined();
  });
});
