import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { heldAmplifyCall, pressBusyButton } from '../../../mocks/held-call';
import { escapeRegExp } from '../../../mocks/regexp';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import '../../i18n/screens/mfa';
import { pasteInto } from '../../../mocks/paste-into';

const phoneField = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.mfa.phoneLabel)}`) }) as HTMLInputElement;
const send = () => userEvent.click(screen.getByRole('button', { name: ja.mfa.sendCode }));
const rejection = (name: string, message: string) => Object.assign(new Error(message), { name });
const codeSentBySelf = { isUpdated: false, nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE' as const } };
const storedOnly = { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' as const } };

const open = async (
  path = '/account/mfa/sms-setup?returnTo=AccountSettings',
  heading: string = ja.mfa.setupHeading,
) => {
  signInMember(undefined, false);
  server.use(mockOperation('getMe', meAllAgreed));
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return rendered;
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(Auth.sendUserAttributeVerificationCode).mockResolvedValue({ deliveryMedium: 'SMS' });
});

describe('SMS setup and reset: phone entry (spec section 5, Phone)', () => {
  it.each([
    ['09012345678', '+819012345678'],
    [' 090-1234-5678 ', '+819012345678'],
    ['０９０ １２３４ ５６７８', '+819012345678'],
    ['(080) 1111 2222', '+818011112222'],
    ['+819012345678', '+819012345678'],
    ['+81 90-1234-5678', '+819012345678'],
  ])('accepts %p and stores it as %p', async (typed, stored) => {
    jest.mocked(Auth.updateUserAttribute).mockResolvedValue(codeSentBySelf);
    await open();
    await pasteInto(phoneField(), typed);
    await send();
    await waitFor(() =>
      expect(Auth.updateUserAttribute).toHaveBeenCalledWith({
        userAttribute: { attributeKey: 'phone_number', value: stored },
      }),
    );
  });

  it('refuses an empty number with its own message', async () => {
    await open();
    await send();
    expect(await screen.findByText(ja.validation.phoneRequired)).toBeInTheDocument();
    expect(Auth.updateUserAttribute).not.toHaveBeenCalled();
  });

  it.each(['0901234567', '090123456789', '19012345678', '+8190123456', '+1 415 555 0100', '+8109012345678', 'abc'])(
    'refuses %p with "無効な電話番号です。正しい形式で入力してください。"',
    async (typed) => {
      await open();
      await pasteInto(phoneField(), typed);
      await send();
      expect(await screen.findByText(ja.mfa.invalidPhone)).toBeInTheDocument();
      expect(Auth.updateUserAttribute).not.toHaveBeenCalled();
    },
  );

  it('offers the tel autocomplete and keyboard', async () => {
    await open();
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel');
    expect(phoneField()).toHaveAttribute('type', 'tel');
  });

  it('goes on to the verification screen with returnTo and the number; no extra code when the service sent one', async () => {
    jest.mocked(Auth.updateUserAttribute).mockResolvedValue(codeSentBySelf);
    const { router } = await open();
    await pasteInto(phoneField(), '09012345678');
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/mfa/sms-verification'));
    expect(router.state.location.search).toBe('?returnTo=AccountSettings');
    expect(router.state.location.state).toEqual({ phone: '+819012345678' });
    expect(await screen.findByText(format(ja.mfa.codeSentTo, { phone: '09012345678' }))).toBeInTheDocument();
    expect(Auth.sendUserAttributeVerificationCode).not.toHaveBeenCalled();
  });

  it('asks for the code when storing the number sent none, and carries an unknown returnTo on as AccountHome', async () => {
    jest.mocked(Auth.updateUserAttribute).mockResolvedValue(storedOnly);
    const { router } = await open('/account/mfa/sms-setup?returnTo=https://evil.example', ja.mfa.setupHeading);
    await pasteInto(phoneField(), '09012345678');
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/mfa/sms-verification'));
    expect(Auth.sendUserAttributeVerificationCode).toHaveBeenCalledWith({ userAttributeKey: 'phone_number' });
    expect(router.state.location.search).toBe('?returnTo=AccountHome');
  });

  it('the reset screen changes the number the same way', async () => {
    jest.mocked(Auth.updateUserAttribute).mockResolvedValue(codeSentBySelf);
    const { router } = await open('/account/mfa/sms-reset?returnTo=AccountSettings', ja.mfa.resetHeading);
    await pasteInto(phoneField(), '08011112222');
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/mfa/sms-verification'));
    expect(Auth.updateUserAttribute).toHaveBeenCalledWith({
      userAttribute: { attributeKey: 'phone_number', value: '+818011112222' },
    });
  });

  it('update failure with a reason: "電話番号の更新に失敗しました: {reason}", the number kept', async () => {
    jest
      .mocked(Auth.updateUserAttribute)
      .mockRejectedValue(rejection('InvalidParameterException', 'Invalid phone number format.'));
    const { router } = await open();
    await pasteInto(phoneField(), '09012345678');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.mfa.updateFailed, { reason: 'Invalid phone number format.' }),
    );
    expect(phoneField().value).toBe('09012345678');
    expect(router.state.location.pathname).toBe('/account/mfa/sms-setup');
  });

  it('update failure without a reason: the sentence alone', async () => {
    jest.mocked(Auth.updateUserAttribute).mockRejectedValue(rejection('InternalErrorException', ''));
    await open();
    await pasteInto(phoneField(), '09012345678');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${escapeRegExp(ja.mfa.updateFailedWithoutReason)}$`),
    );
  });

  it('a code that cannot be sent: registration failed, with the name and message', async () => {
    jest.mocked(Auth.updateUserAttribute).mockResolvedValue(storedOnly);
    jest
      .mocked(Auth.sendUserAttributeVerificationCode)
      .mockRejectedValue(rejection('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
    await open();
    await pasteInto(phoneField(), '09012345678');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      format(ja.mfa.registrationFailed, {
        name: 'LimitExceededException',
        message: 'Attempt limit exceeded, please try after some time.',
      }),
    );
  });

  it('sends once while busy', async () => {
    const finish = heldAmplifyCall(Auth.updateUserAttribute, codeSentBySelf);
    await open();
    await pasteInto(phoneField(), '09012345678');
    await send();
    await pressBusyButton();
    expect(Auth.updateUserAttribute).toHaveBeenCalledTimes(1);
    finish();
    await screen.findByRole('heading', { level: 1, name: ja.titles.SmsVerification });
  });

  it('a member disabled while signed in is sent to AccountDisabled at this call', async () => {
    jest.mocked(Auth.updateUserAttribute).mockRejectedValue(rejection('NotAuthorizedException', 'User is disabled.'));
    const { router } = await open();
    await pasteInto(phoneField(), '09012345678');
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/disabled'));
  });
});
