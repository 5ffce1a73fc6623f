import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed, otcAccount } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { formatCalendarDate } from '../../i18n/dates';
import { format } from '../../i18n/format';
import { signInMember } from '../../../mocks/amplify-session';
import { withPasskeyBrowser } from '../../../mocks/passkey-browser';
import { renderRoute } from '../../../mocks/render';
import { http, HttpResponse } from 'msw';
import { currentEnvironment } from '../../config/env';
import * as identityAmplify from '../../identity/amplify';
import { identityEndpoint } from '../../identity/cookie-tokens';
import { forgetProof } from '../../identity/fresh-proof';
import { registerPasskey } from '../../identity/passkey-calls';
import { setupStore } from '../../../mocks/store';
import '../../i18n/screens/mfa';

/** The passkeys of ログイン情報: register, list, delete, each with its failure. */

const rejection = (name: string, message: string) => Object.assign(new Error(message), { name });
const passkey = {
  credentialId: 'cred-1',
  friendlyCredentialName: 'Passkey',
  relyingPartyId: 'localhost',
  authenticatorAttachment: 'platform',
  authenticatorTransports: ['internal'],
  createdAt: new Date('2026-11-20T03:00:00Z'),
};

const open = async () => {
  signInMember();
  server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
  renderRoute('/account/settings');
  const heading = await screen.findByRole('heading', { level: 3, name: ja.settings.passkeys.heading });
  return heading.closest('section') as HTMLElement;
};

/**
 * Cognito's side of the fresh proof (src/identity/fresh-proof.ts): the SRP sign-in's two steps and the SMS step. The
 * password is not checked here (local-stack/identity/fresh-proof.test.ts checks it against the proxy): `answers` says
 * what Cognito replies to the claim and to the SMS code.
 */
const answers: { claim: 'tokens' | 'wrong' | 'sms'; code: 'tokens' | 'wrong' } = { claim: 'tokens', code: 'tokens' };
const sentToCognito: string[] = [];
const cognitoError = (name: string, message: string) =>
  HttpResponse.json({ __type: name, message }, { status: 400, headers: { 'x-amzn-errortype': `${name}:` } });
const tokens = { AuthenticationResult: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'proof-refresh' } };
const cognito = () =>
  http.post(
    identityEndpoint(currentEnvironment.identity.userPoolId, currentEnvironment.identity.userPoolEndpoint),
    async ({ request }) => {
      const operation = (request.headers.get('x-amz-target') ?? '').split('.')[1] ?? '';
      const body = (await request.json()) as { ChallengeName?: string };
      sentToCognito.push(body.ChallengeName ? `${operation} ${body.ChallengeName}` : operation);
      if (operation === 'InitiateAuth')
        return HttpResponse.json({
          ChallengeName: 'PASSWORD_VERIFIER',
          Session: 's1',
          ChallengeParameters: {
            SRP_B: 'abcdef0123',
            SALT: '1234',
            SECRET_BLOCK: 'c2VjcmV0YmxvY2s=',
            USER_ID_FOR_SRP: 'sub-0001',
          },
        });
      if (operation === 'RevokeToken') return HttpResponse.json({});
      if (body.ChallengeName === 'PASSWORD_VERIFIER') {
        if (answers.claim === 'wrong') return cognitoError('NotAuthorizedException', 'Incorrect username or password.');
        if (answers.claim === 'sms')
          return HttpResponse.json({
            ChallengeName: 'SMS_MFA',
            Session: 's2',
            ChallengeParameters: { CODE_DELIVERY_DESTINATION: '+********5678' },
          });
        return HttpResponse.json(tokens);
      }
      if (answers.code === 'wrong') return cognitoError('CodeMismatchException', 'Invalid code received for user');
      return HttpResponse.json(tokens);
    },
  );

const prove = async (section: HTMLElement, password = 'Passw0rd!') => {
  const form = await within(section).findByRole('form', { name: ja.settings.passkeys.proofFormLabel });
  await userEvent.type(within(form).getByLabelText(ja.settings.passkeys.proofPassword, { exact: false }), password);
  await userEvent.click(within(form).getByRole('button', { name: ja.settings.passkeys.proofSubmit }));
  return form;
};

let browser: ReturnType<typeof withPasskeyBrowser> | undefined;
beforeEach(() => {
  jest.clearAllMocks();
  forgetProof();
  answers.claim = 'tokens';
  answers.code = 'tokens';
  sentToCognito.length = 0;
  server.use(cognito());
  // What start.tsx configures; configuring Amplify itself would warn about the local endpoint.
  jest.spyOn(identityAmplify, 'identityConfiguration').mockReturnValue(currentEnvironment.identity);
  browser = withPasskeyBrowser();
});
afterEach(() => browser?.restore());

describe('passkeys in settings', () => {
  it('are not offered where the browser cannot use them', async () => {
    browser?.restore();
    browser = undefined;
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
    renderRoute('/account/settings');
    expect(await screen.findByRole('heading', { level: 2, name: ja.settings.loginInfo })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ja.settings.passkeys.heading })).not.toBeInTheDocument();
    expect(Auth.listWebAuthnCredentials).not.toHaveBeenCalled();
  });

  it('lists the member’s passkeys with name, kind and date, and registers this device’s', async () => {
    jest
      .mocked(Auth.listWebAuthnCredentials)
      .mockResolvedValueOnce({ credentials: [] })
      .mockResolvedValue({ credentials: [passkey] });
    jest.mocked(Auth.associateWebAuthnCredential).mockResolvedValue(undefined);
    const section = await open();
    expect(await within(section).findByText(ja.settings.passkeys.none)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: ja.settings.passkeys.register }));
    await prove(section);
    expect(await within(section).findByText(ja.settings.passkeys.registered)).toBeInTheDocument();
    expect(sentToCognito).toEqual(['InitiateAuth', 'RespondToAuthChallenge PASSWORD_VERIFIER', 'RevokeToken']);
    const list = await within(section).findByRole('list', { name: ja.settings.passkeys.listLabel });
    expect(within(list).getByText('Passkey')).toBeInTheDocument();
    expect(within(list).getByText(ja.settings.passkeys.typePlatform)).toBeInTheDocument();
    expect(
      within(list).getByText(
        format(ja.settings.passkeys.createdAt, { date: formatCalendarDate(new Date(2026, 10, 20), 'long') }),
      ),
    ).toBeInTheDocument();
    expect(Auth.associateWebAuthnCredential).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cancelled', rejection('PasskeyRegistrationCanceled', 'cancelled'), ja.settings.passkeys.registerCanceled],
    [
      'already registered on this device',
      rejection('PasskeyAlreadyExists', 'exists'),
      ja.settings.passkeys.alreadyRegistered,
    ],
    [
      'refused by the identity service',
      rejection('WebAuthnOriginNotAllowedException', 'origin'),
      ja.settings.passkeys.registerFailed,
    ],
  ])('says so when the registration is %s', async (_, error, message) => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] });
    jest.mocked(Auth.associateWebAuthnCredential).mockRejectedValue(error);
    const section = await open();
    await userEvent.click(await within(section).findByRole('button', { name: ja.settings.passkeys.register }));
    await prove(section);
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: ja.settings.passkeys.register })).toBeInTheDocument();
  });

  it('asks for the password before the ceremony: a wrong one is refused and nothing is registered', async () => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] });
    answers.claim = 'wrong';
    const section = await open();
    await userEvent.click(await within(section).findByRole('button', { name: ja.settings.passkeys.register }));
    const form = await prove(section, 'wrong-password');
    expect(await within(form).findByText(ja.settings.passkeys.proofWrongPassword)).toBeInTheDocument();
    expect(Auth.associateWebAuthnCredential).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('button', { name: ja.common.cancel }));
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(Auth.associateWebAuthnCredential).not.toHaveBeenCalled();
  });

  it('with SMS two-step on, asks for the SMS code too; a wrong code is refused, the right one registers', async () => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] });
    jest.mocked(Auth.associateWebAuthnCredential).mockResolvedValue(undefined);
    answers.claim = 'sms';
    answers.code = 'wrong';
    const section = await open();
    await userEvent.click(await within(section).findByRole('button', { name: ja.settings.passkeys.register }));
    await prove(section);
    const lead = await within(section).findByText(
      format(ja.settings.passkeys.proofSmsLead, { phone: '+********5678' }),
    );
    const form = lead.closest('form') as HTMLElement;
    const code = within(form).getByLabelText(ja.mfa.authenticationCode, { exact: false });
    await userEvent.type(code, '000000');
    await userEvent.click(within(form).getByRole('button', { name: ja.settings.passkeys.proofSubmit }));
    expect(await within(form).findByText(ja.settings.passkeys.proofWrongCode)).toBeInTheDocument();
    expect(Auth.associateWebAuthnCredential).not.toHaveBeenCalled();

    answers.code = 'tokens';
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(form).getByRole('button', { name: ja.settings.passkeys.proofSubmit }));
    expect(await within(section).findByText(ja.settings.passkeys.registered)).toBeInTheDocument();
    expect(Auth.associateWebAuthnCredential).toHaveBeenCalledTimes(1);
  });

  it('a second passkey within minutes of the proof needs no password again', async () => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] });
    jest.mocked(Auth.associateWebAuthnCredential).mockResolvedValue(undefined);
    const section = await open();
    await userEvent.click(await within(section).findByRole('button', { name: ja.settings.passkeys.register }));
    await prove(section);
    expect(await within(section).findByText(ja.settings.passkeys.registered)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: ja.settings.passkeys.register }));
    await waitFor(() => expect(Auth.associateWebAuthnCredential).toHaveBeenCalledTimes(2));
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });

  it('the registration call itself refuses to run without a fresh proof', async () => {
    signInMember();
    const store = setupStore();
    const result = await store.dispatch(registerPasskey());
    expect(result.payload).toMatchObject({ name: 'FreshProofRequired' });
    expect(Auth.associateWebAuthnCredential).not.toHaveBeenCalled();
  });

  it('deletes every passkey after the confirmation, and says when some could not be', async () => {
    const second = { ...passkey, credentialId: 'cred-2', friendlyCredentialName: 'Security key' };
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [passkey, second] });
    jest
      .mocked(Auth.deleteWebAuthnCredential)
      .mockRejectedValueOnce(rejection('InternalErrorException', 'boom'))
      .mockResolvedValue(undefined);
    const section = await open();
    await userEvent.click(await within(section).findByRole('button', { name: ja.settings.passkeys.removeAll }));
    let dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.removeAllConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.passkeys.removeAllConfirmButton }));
    expect(await within(section).findByText(ja.settings.passkeys.removeAllFailed)).toBeInTheDocument();
    expect(Auth.deleteWebAuthnCredential).toHaveBeenCalledWith({ credentialId: 'cred-2' });

    await userEvent.click(await within(section).findByRole('button', { name: ja.settings.passkeys.removeAll }));
    dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.removeAllConfirm });
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValueOnce({ credentials: [passkey, second] });
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.passkeys.removeAllConfirmButton }));
    expect(await within(section).findByText(ja.settings.passkeys.removedAll)).toBeInTheDocument();
    expect(await within(section).findByText(ja.settings.passkeys.none)).toBeInTheDocument();
  });

  it('deletes a passkey after the confirmation, and says when it could not', async () => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [passkey] });
    jest
      .mocked(Auth.deleteWebAuthnCredential)
      .mockRejectedValueOnce(rejection('InternalErrorException', 'boom'))
      .mockResolvedValue(undefined);
    const section = await open();
    const deleteButton = await within(section).findByRole('button', {
      name: format(ja.settings.passkeys.deleteLabel, {
        name: 'Passkey',
        date: formatCalendarDate(new Date(2026, 10, 20), 'long'),
      }),
    });

    await userEvent.click(deleteButton);
    let dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.passkeys.delete }));
    expect(await within(section).findByText(ja.settings.passkeys.deleteFailed)).toBeInTheDocument();

    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [] });
    await userEvent.click(
      await within(section).findByRole('button', {
        name: format(ja.settings.passkeys.deleteLabel, {
          name: 'Passkey',
          date: formatCalendarDate(new Date(2026, 10, 20), 'long'),
        }),
      }),
    );
    dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.passkeys.delete }));
    expect(await within(section).findByText(ja.settings.passkeys.deleted)).toBeInTheDocument();
    expect(await within(section).findByText(ja.settings.passkeys.none)).toBeInTheDocument();
    expect(Auth.deleteWebAuthnCredential).toHaveBeenLastCalledWith({ credentialId: 'cred-1' });
  });

  it('cancelling the confirmation deletes nothing', async () => {
    jest.mocked(Auth.listWebAuthnCredentials).mockResolvedValue({ credentials: [passkey] });
    const section = await open();
    await userEvent.click(
      await within(section).findByRole('button', {
        name: format(ja.settings.passkeys.deleteLabel, {
          name: 'Passkey',
          date: formatCalendarDate(new Date(2026, 10, 20), 'long'),
        }),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: ja.settings.passkeys.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(Auth.deleteWebAuthnCredential).not.toHaveBeenCalled();
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    jest
      .mocked(Auth.listWebAuthnCredentials)
      .mockRejectedValueOnce(rejection('InternalErrorException', 'boom'))
      .mockResolvedValue({ credentials: [passkey] });
    const section = await open();
    expect(await within(section).findByText(ja.settings.passkeys.listFailed)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: ja.settings.passkeys.retry }));
    expect(await within(section).findByRole('list', { name: ja.settings.passkeys.listLabel })).toBeInTheDocument();
  });
});
