import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import * as language from '../../i18n/language';
import * as loading from '../../lib/loading';
import { LANGUAGE_COOKIE } from '../../i18n/language-key';
import { renderRoute } from '../../../mocks/render';

beforeEach(() => {
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await language.applyLanguage('ja');
});

const switches = () => {
  const [inHeader, inFooter] = screen.getAllByRole('group', { name: ja.shell.languageSwitch }) as [
    HTMLElement,
    HTMLElement,
  ];
  return [inHeader, inFooter] as const;
};

describe('the language switch', () => {
  it('is in the header and the footer of a signed-out page, Japanese pressed, each name in its own language', async () => {
    renderRoute('/signin');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    // The header shows once the session check has answered (nobody: the test's cookie holds no token).
    await waitFor(() => expect(screen.getByRole('banner')).not.toHaveAttribute('aria-busy'));
    const [inHeader, inFooter] = switches();
    expect(within(screen.getByRole('banner')).getByRole('group', { name: '表示言語' })).toBe(inHeader);
    expect(within(screen.getByRole('contentinfo')).getByRole('group', { name: '表示言語' })).toBe(inFooter);
    expect(within(inHeader).getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(inHeader).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(inFooter).getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(within(inFooter).getByRole('button', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  });

  it('choosing English asks for English; choosing the language in use changes nothing', async () => {
    const choose = jest.spyOn(language, 'chooseLanguage').mockImplementation(() => true);
    renderRoute('/signin');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await userEvent.click(within(switches()[1]).getByRole('button', { name: 'English' }));
    expect(choose).toHaveBeenCalledWith('en');
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so, in the language chosen, where the browser refuses to keep the choice; nothing else changes', async () => {
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    renderRoute('/signin');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await userEvent.click(within(switches()[0]).getByRole('button', { name: 'English' }));
    const alert = await within(screen.getByRole('banner')).findByRole('alert');
    expect(alert).toHaveTextContent(en.languageChoice.notKept.en);
    expect(alert).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(within(switches()[0]).getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
    // The footer's switch was not pressed: it says nothing.
    expect(within(screen.getByRole('contentinfo')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('where the refusal’s word cannot be downloaded either, says there was a communication error', async () => {
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    const load = loading.loadChunk;
    jest
      .spyOn(loading, 'loadChunk')
      .mockImplementation((name) =>
        name === 'languageChoice' ? Promise.reject(new TypeError('Failed to fetch')) : load(name),
      );
    renderRoute('/signin');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await userEvent.click(within(switches()[1]).getByRole('button', { name: 'English' }));
    const alert = await within(screen.getByRole('contentinfo')).findByRole('alert');
    expect(alert).toHaveTextContent(ja.errors.communication);
    expect(alert).toHaveAttribute('lang', 'ja');
  });

  it('with English applied the page, its title, header and footer are English, English pressed', async () => {
    await language.applyLanguage('en');
    renderRoute('/signin');
    await screen.findByRole('heading', { level: 1, name: en.signin.heading });
    await waitFor(() => expect(document.title).toBe(`${en.titles.Signin} | ${en.shell.brand}`));
    const inHeader = within(screen.getByRole('banner')).getByRole('group', { name: en.shell.languageSwitch });
    expect(within(inHeader).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: en.shell.accessibility })).toHaveAttribute('href', '/accessibility');
    expect(screen.getByRole('textbox', { name: en.common.email })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
