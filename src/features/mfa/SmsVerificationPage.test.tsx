import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { heldAmplifyCall, pressBusyButton } from '../../../mocks/held-call';
import { escapeRegExp } from '../../../mocks/regexp';
import { selectCurrentUser } from '../../identity/current-user-slice';
import { hasTokenCookie } from '../../identity/token-cookies';
import { networkLost, retriedThenRejected } from '../../../mocks/amplify-retries';
import { memberAttributes, signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { RESEND_NOTICE_DELAY_MS } from '../../ui/use-resend-notice';
import '../../i18n/screens/mfa';
import { pasteInto } from '../../../mocks/paste-into';

const codeField = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.mfa.authenticationCode)}`) }) as HTMLInputElement;
const verify = () => userEvent.click(screen.getByRole('button', { name: ja.mfa.verify }));
const rejection = (name: string, message: string) => Object.assign(new Error(message), { name });

const open = async (search = '?returnTo=ChangePassword') => {
  signInMember({ ...memberAttributes, phone_number_verified: 'false' }, false);
  server.use(mockOperation('getMe', meAllAgreed));
  const rendered = renderRoute(`/account/mfa/sms-verification${search}`);
  await screen.findByRole('heading', { level: 1, name: ja.titles.SmsVerification });
  return rendered;
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
  jest.mocked(Auth.confirmUserAttribute).mockResolvedValue(undefined);
  jest.mocked(Auth.updateMFAPreference).mockResolvedValue(undefined);
  jest.mocked(Auth.sendUserAttributeVerificationCode).mockResolvedValue({ deliveryMedium: 'SMS' });
});

describe('SMS verification of a new phone number', () => {
  it('confirms the code, makes SMS preferred, force-refreshes the tokens and goes to the returnTo route', async () => {
    const { router, store } = await open();
    expect(screen.getByText(ja.mfa.verificationLead)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(codeField(), '１２３ ４５６');
    expect(codeField().value).toBe('123456');
    // After the refresh the identity service reports the phone verified and SMS preferred.
    signInMember(memberAttributes, true);
    await verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/change-password'));
    expect(Auth.confirmUserAttribute).toHaveBeenCalledWith({
      userAttributeKey: 'phone_number',
      confirmationCode: '123456',
    });
    expect(Auth.updateMFAPreference).toHaveBeenCalledWith({ sms: 'PREFERRED' });
    expect(Auth.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
    expect(selectCurrentUser(store.getState())).toMatchObject({
      smsMfaEnabled: true,
      phoneNumberVerified: true,
      phoneNumber: '+819012345678',
    });
  });

  it.each([
    '',
    '?returnTo=',
    '?returnTo=Nowhere',
    '?returnTo=%2F%2Fevil.example',
    '?returnTo=https%3A%2F%2Fevil.example',
    '?returnTo=javascript%3Aalert(1)',
  ])('returnTo %p falls back to AccountHome', async (search) => {
    const { router } = await open(search);
    await pasteInto(codeField(), '123456');
    await verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('accepts any other known route name (AccountSettings here; CertificateApply for the certificate flow)', async () => {
    const { router } = await open('?returnTo=AccountSettings');
    await pasteInto(codeField(), '123456');
    await verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
  });

  it.each([
    ['', ja.validation.codeRequired],
    ['12345', ja.validation.sixDigits],
    ['1234567', ja.validation.sixDigits],
    ['12a456', ja.validation.sixDigits],
  ])('refuses %p with its message and does not call the identity service', async (typed, message) => {
    await open();
    if (typed) await userEvent.type(codeField(), typed);
    await verify();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(Auth.confirmUserAttribute).not.toHaveBeenCalled();
  });

  it('verification failure with a reason: "電話番号の検証に失敗しました: {reason}", the code cleared', async () => {
    jest
      .mocked(Auth.confirmUserAttribute)
      .mockRejectedValue(rejection('CodeMismatchException', 'Invalid verification code provided, please try again.'));
    await open();
    await pasteInto(codeField(), '123456');
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.mfa.verifyFailed, { reason: 'Invalid verification code provided, please try again.' }),
    );
    await waitFor(() => expect(codeField().value).toBe(''));
    expect(Auth.updateMFAPreference).not.toHaveBeenCalled();
  });

  it('verification failure without a reason: the sentence alone', async () => {
    jest.mocked(Auth.confirmUserAttribute).mockRejectedValue(rejection('InternalErrorException', ''));
    await open();
    await pasteInto(codeField(), '123456');
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${escapeRegExp(ja.mfa.verifyFailedWithoutReason)}$`),
    );
  });

  it('SMS two-step cannot be turned on: setup failed with name and message, code cleared; a retry does not reuse the code', async () => {
    jest
      .mocked(Auth.updateMFAPreference)
      .mockRejectedValueOnce(
        rejection('InvalidParameterException', 'User does not have delivery config set to turn on SMS_MFA'),
      );
    const { router } = await open();
    await pasteInto(codeField(), '123456');
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.mfa.setupFailed, {
        name: 'InvalidParameterException',
        message: 'User does not have delivery config set to turn on SMS_MFA',
      }),
    );
    await waitFor(() => expect(codeField().value).toBe(''));
    await pasteInto(codeField(), '123456');
    await verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/change-password'));
    expect(Auth.confirmUserAttribute).toHaveBeenCalledTimes(1);
    expect(Auth.updateMFAPreference).toHaveBeenCalledTimes(2);
  });

  it('verifies once while busy', async () => {
    const finish = heldAmplifyCall(Auth.confirmUserAttribute, undefined);
    await open();
    await pasteInto(codeField(), '123456');
    await verify();
    await pressBusyButton();
    expect(Auth.confirmUserAttribute).toHaveBeenCalledTimes(1);
    act(() => finish());
  });

  it('resend: sends a new code and shows "再送しました" only after 1.5 seconds', async () => {
    await open();
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: ja.mfa.resend }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(Auth.sendUserAttributeVerificationCode).toHaveBeenCalledWith({ userAttributeKey: 'phone_number' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RESEND_NOTICE_DELAY_MS - 10);
    });
    expect(screen.queryByText(ja.mfa.sentAgain)).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText(ja.mfa.sentAgain)).toBeInTheDocument();
    expect(RESEND_NOTICE_DELAY_MS).toBe(1500);
    jest.useRealTimers();
  });

  it('resend failure: "再送に失敗しました。"', async () => {
    jest
      .mocked(Auth.sendUserAttributeVerificationCode)
      .mockRejectedValue(rejection('LimitExceededException', 'Attempt limit exceeded'));
    await open();
    await userEvent.click(screen.getByRole('button', { name: ja.mfa.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.mfa.resendFailed);
  });

  it('a retried verification that finds its code used while the number is verified goes on', async () => {
    const { router } = await open();
    jest.mocked(Auth.confirmUserAttribute).mockImplementation(async () => {
      signInMember(memberAttributes, true); // the first attempt verified the number; its answer was lost
      return retriedThenRejected(
        'VerifyUserAttribute',
        'CodeMismatchException',
        'Invalid verification code provided, please try again.',
      )();
    });
    await pasteInto(codeField(), '123456');
    await verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/change-password'));
    expect(Auth.updateMFAPreference).toHaveBeenCalledWith({ sms: 'PREFERRED' });
  });

  it('a resend whose every answer was lost says the code may have been sent, not that it failed', async () => {
    jest.mocked(Auth.sendUserAttributeVerificationCode).mockRejectedValue(networkLost());
    await open();
    await userEvent.click(screen.getByRole('button', { name: ja.mfa.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.mayHaveSucceeded.codeSent);
  });

  it('a revoked session ends here (token cookies removed; nothing left to revoke) and goes to Signin (spec section 8, Global)', async () => {
    jest
      .mocked(Auth.confirmUserAttribute)
      .mockRejectedValue(rejection('NotAuthorizedException', 'Access Token has been revoked'));
    jest.mocked(Auth.signOut).mockResolvedValue(undefined);
    const { router } = await open();
    await pasteInto(codeField(), '123456');
    await verify();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(hasTokenCookie(document.cookie)).toBe(false);
  });
});
