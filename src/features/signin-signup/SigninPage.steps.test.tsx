import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/busy';
import { escapeRegExp } from '../../../mocks/regexp';
import { renderRoute } from '../../../mocks/render';
import '../../i18n/screens/mfa';

// The code steps are a chunk of their own (SigninPage's loadSteps): here its download fails until the test lets it.
let mockStepsUnreachable = true;
jest.mock('./signin-steps', () => {
  if (mockStepsUnreachable)
    throw Object.assign(new Error('Loading chunk on-demand-signin-steps failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('./signin-steps');
});

const EMAIL = 'taro.yamada@example.com';
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
  jest
    .mocked(Auth.signIn)
    .mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' } });
});

const rejection = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('sign in refused for the quota when the code steps cannot be downloaded', () => {
  it('says a connection problem stopped it (the words of a refused sign-in come with the steps)', async () => {
    jest.mocked(Auth.signIn).mockRejectedValueOnce(rejection('TooManyRequestsException', 'Rate exceeded'));
    renderRoute('/signin');
    await screen.findByRole('heading', { level: 1, name: ja.titles.Signin });
    await userEvent.type(input(ja.common.email), EMAIL);
    await userEvent.type(input(ja.common.password), 'Passw0rd!demo');
    await userEvent.click(screen.getByRole('button', { name: ja.signin.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.errors.communication);
    expect(screen.getByRole('alert')).not.toHaveTextContent(ja.busy.signin);
    expect(input(ja.common.email).value).toBe(EMAIL);
  });
});

describe('sign in when the SMS step cannot be downloaded', () => {
  it('says so on the form with the address kept, and the next send fetches the step again', async () => {
    renderRoute('/signin');
    await screen.findByRole('heading', { level: 1, name: ja.titles.Signin });
    await userEvent.type(input(ja.common.email), EMAIL);
    await userEvent.type(input(ja.common.password), 'Passw0rd!demo');
    await userEvent.click(screen.getByRole('button', { name: ja.signin.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.errors.communication);
    expect(input(ja.common.email).value).toBe(EMAIL);
    expect(
      screen.queryByRole('textbox', { name: new RegExp(escapeRegExp(ja.mfa.authenticationCode)) }),
    ).not.toBeInTheDocument();

    mockStepsUnreachable = false;
    await userEvent.type(input(ja.common.password), 'Passw0rd!demo');
    await userEvent.click(screen.getByRole('button', { name: ja.signin.submit }));
    expect(
      await screen.findByRole('textbox', { name: new RegExp(escapeRegExp(ja.mfa.authenticationCode)) }),
    ).toBeInTheDocument();
    expect(Auth.signIn).toHaveBeenCalledTimes(2);
  });
});
