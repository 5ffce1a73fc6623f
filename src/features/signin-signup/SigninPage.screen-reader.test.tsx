import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { heldAmplifyCall } from '../../../mocks/held-call';
import { mockOperation } from '../../../mocks/mock-operation';
import { meAllAgreed } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { escapeRegExp } from '../../../mocks/regexp';
import { virtual } from '@guidepup/virtual-screen-reader';
import { lastHeard, readNext, startScreenReader, stopScreenReader } from '../../../mocks/screen-reader';
import { renderRoute } from '../../../mocks/render';
import { ja } from '../../i18n/ja';
import './SigninForm';

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: ja.signin.submit });
const smsStep = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' as const } };

const open = async () => {
  server.use(mockOperation('getMe', meAllAgreed));
  renderRoute('/signin');
  await screen.findByRole('heading', { level: 1, name: ja.titles.Signin });
  await startScreenReader();
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
});

afterEach(() => stopScreenReader());

describe('sign-in, as a screen reader hears it', () => {
  it('a refused field is heard as invalid, with its error message, which the reader can jump to', async () => {
    await open();
    await userEvent.click(loginButton());
    await screen.findByText(ja.validation.emailRequired);
    await userEvent.click(input(ja.common.email));
    expect(await lastHeard()).toBe(`textbox, ${ja.common.email}, 1 error message, invalid, required`);
    await virtual.perform(virtual.commands.jumpToErrorMessageElement);
    expect(await lastHeard()).toBe(ja.validation.emailRequired);
  });

  it('the busy button is heard busy; the SMS step starts at its heading, then its instruction; a refused code is heard', async () => {
    const release = heldAmplifyCall(Auth.signIn, smsStep);
    await open();
    await userEvent.type(input(ja.common.email), 'taro.yamada@example.com');
    await userEvent.type(input(ja.common.password), 'Passw0rd!demo');
    await userEvent.click(loginButton());
    await waitFor(() => expect(Auth.signIn).toHaveBeenCalled());
    expect(await lastHeard()).toBe(`button, ${ja.common.busy}, busy, disabled`);
    release();
    const code = await screen.findByRole('textbox', { name: new RegExp(escapeRegExp(ja.mfa.authenticationCode)) });
    await waitFor(async () => expect(await lastHeard()).toBe(`heading, ${ja.titles.Signin}, level 1`));
    const next: string[] = [];
    for (let item = 0; item < 4; item += 1) next.push(await readNext());
    expect(next).toEqual([
      `form, ${ja.mfa.smsAuthentication}`,
      `heading, ${ja.mfa.smsAuthentication}, level 2`,
      'paragraph',
      ja.mfa.codeSentBySms,
    ]);
    await userEvent.click(screen.getByRole('button', { name: ja.mfa.verify }));
    await screen.findByText(ja.validation.codeRequired);
    await userEvent.click(code);
    expect(await lastHeard()).toMatch(
      new RegExp(`^textbox, ${escapeRegExp(ja.mfa.authenticationCode)}.*, 1 error message, invalid`),
    );
    await virtual.perform(virtual.commands.jumpToErrorMessageElement);
    expect(await lastHeard()).toBe(ja.validation.codeRequired);
  });
});
