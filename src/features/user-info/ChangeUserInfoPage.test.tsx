import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import {
  insurerMember,
  insurerMemberNotFound,
  meAllAgreed,
  serverError,
  validationError,
} from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { applyLanguage } from '../../i18n/language';
import { unmarkedCardTerms } from '../../../mocks/language-parts';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: 'input' }) as HTMLInputElement;
const confirmLatestName = async () => {
  await userEvent.click(await screen.findByRole('button', { name: ja.userInfo.updateToLatest }));
  const dialog = await screen.findByRole('alertdialog', { name: ja.userInfo.updateConfirm });
  await userEvent.click(within(dialog).getByRole('button', { name: ja.userInfo.update }));
};
const submitButton = () => screen.getByRole('button', { name: ja.userInfo.submit });
const forcedRefreshes = () =>
  jest.mocked(Auth.fetchAuthSession).mock.calls.filter(([options]) => options?.forceRefresh).length;

interface Sent {
  body: string;
}
let sent: Sent[];
let memberCalls: number;

const open = async ({
  member = () => HttpResponse.json(insurerMember) as Response,
  updateStatus = 204,
  path = '/account/change-user-info',
} = {}) => {
  signInMember();
  sent = [];
  memberCalls = 0;
  server.use(
    mockOperation('getMe', meAllAgreed),
    mockOperation('getInsurerMember', () => {
      memberCalls += 1;
      return member();
    }),
    mockOperation('updateName', async ({ request }) => {
      sent.push({ body: await request.text() });
      return updateStatus === 204
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(validationError, { status: updateStatus });
    }),
  );
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: ja.userInfo.heading });
  return rendered;
};

beforeEach(() => jest.clearAllMocks());

describe('change user info', () => {
  it('in English, the current name and kana (the member\'s Japanese) are marked lang="ja" (WCAG 3.1.2)', async () => {
    await applyLanguage('en');
    try {
      await open();
      const current = screen.getByLabelText(ja.userInfo.currentName);
      expect(within(current).getByText('ヤマダ タロウ').closest('[lang="ja"]')).not.toBeNull();
      expect(within(current).getByText('山田 太郎').closest('[lang="ja"]')).not.toBeNull();
      expect(unmarkedCardTerms()).toEqual([]);
    } finally {
      await applyLanguage('ja');
    }
  });

  it('shows the current name, kana and the birth date as a Japanese long date', async () => {
    await open();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('山田 太郎')).toBeInTheDocument();
    expect(main.getByText('ヤマダ タロウ')).toBeInTheDocument();
    expect(main.getByText('1985年4月1日')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ja.userInfo.inquiryLink })).toHaveAttribute('href', '/inquiry');
  });

  it('offers the newer name with only the changed characters in bold red, and updates with no body', async () => {
    const { router } = await open();
    const latest = await screen.findByTestId('latest-name');
    expect(latest).toHaveTextContent('山田 太朗');
    const marks = latest.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['朗']);
    expect(screen.getByTestId('latest-kana').querySelectorAll('mark')).toHaveLength(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const refreshes = forcedRefreshes();
    await userEvent.click(screen.getByRole('button', { name: ja.userInfo.updateToLatest }));
    const review = await screen.findByRole('alertdialog', { name: ja.userInfo.updateConfirm });
    expect(within(review).getByText('山田 太朗')).toBeInTheDocument();
    expect(within(review).getByText('ヤマダ タロウ')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(within(review).getByRole('button', { name: ja.userInfo.update }));
    const dialog = await screen.findByRole('alertdialog', { name: ja.userInfo.success });
    expect(sent).toEqual([{ body: '' }]);
    expect(forcedRefreshes()).toBeGreaterThan(refreshes);
    await waitFor(() => expect(memberCalls).toBe(2));
    await userEvent.click(within(dialog).getByRole('button', { name: ja.userInfo.backToSettings }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
  });

  it('changes nothing when the member cancels the update to the latest name', async () => {
    await open();
    const button = await screen.findByRole('button', { name: ja.userInfo.updateToLatest });
    await userEvent.click(button);
    const review = await screen.findByRole('alertdialog', { name: ja.userInfo.updateConfirm });
    await userEvent.click(within(review).getByRole('button', { name: ja.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows a refused update to the latest name as text, once confirmed', async () => {
    await open({ updateStatus: 422 });
    await confirmLatestName();
    expect(await screen.findByRole('alert')).toHaveTextContent((validationError.errors ?? [])[0] ?? '');
    expect(sent).toEqual([{ body: '' }]);
    expect(screen.queryByRole('alertdialog', { name: ja.userInfo.success })).not.toBeInTheDocument();
  });

  it('asks the member to wait when the record holds the same name', async () => {
    await open({ member: () => HttpResponse.json({ ...insurerMember, first_name: '太郎', full_name: '山田 太郎' }) });
    expect(await screen.findByText(ja.userInfo.waitNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ja.userInfo.updateToLatest })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('without a record, the member types a new name: submit only when all four are filled and the name changed', async () => {
    await open({ member: () => HttpResponse.json(insurerMemberNotFound, { status: 404 }) });
    await screen.findByRole('heading', { level: 2, name: ja.userInfo.newName });
    expect(field(ja.userInfo.lastName).value).toBe('山田');
    expect(field(ja.userInfo.lastName)).toBeRequired();
    expect(submitButton()).toBeDisabled();

    await userEvent.clear(field(ja.userInfo.firstName));
    await userEvent.type(field(ja.userInfo.firstName), '   ');
    expect(submitButton()).toBeDisabled();
    await userEvent.clear(field(ja.userInfo.firstName));
    await userEvent.type(field(ja.userInfo.firstName), '太郎');
    expect(submitButton()).toBeDisabled();

    // A kana-only change counts too; hiragana is sent as katakana.
    await userEvent.clear(field(ja.userInfo.firstNameKana));
    await userEvent.type(field(ja.userInfo.firstNameKana), 'たろー');
    expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    await screen.findByRole('alertdialog', { name: ja.userInfo.success });
    expect(sent.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { last_name: '山田', first_name: '太郎', last_name_kana: 'ヤマダ', first_name_kana: 'タロー' },
    ]);
  });

  it('refuses kana fields that are not kana', async () => {
    await open({ member: () => HttpResponse.json(insurerMemberNotFound, { status: 404 }) });
    await screen.findByRole('heading', { level: 2, name: ja.userInfo.newName });
    await userEvent.clear(field(ja.userInfo.lastNameKana));
    await userEvent.type(field(ja.userInfo.lastNameKana), 'Yamada');
    await userEvent.click(submitButton());
    expect(screen.getByText(ja.validation.katakana)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a refused update as text, keeps the typed name, and still refreshes and reloads', async () => {
    await open({ member: () => HttpResponse.json(insurerMemberNotFound, { status: 404 }), updateStatus: 422 });
    await screen.findByRole('heading', { level: 2, name: ja.userInfo.newName });
    await userEvent.clear(field(ja.userInfo.lastName));
    await userEvent.type(field(ja.userInfo.lastName), '佐藤');
    const refreshes = forcedRefreshes();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent((validationError.errors ?? [])[0] ?? '');
    expect(forcedRefreshes()).toBeGreaterThan(refreshes);
    await waitFor(() => expect(memberCalls).toBe(2));
    expect(field(ja.userInfo.lastName).value).toBe('佐藤');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('from the checkup plan, the success modal leads back to it', async () => {
    await open({ path: '/account/change-user-info?service=my-kenshin' });
    await confirmLatestName();
    const dialog = await screen.findByRole('alertdialog', { name: ja.userInfo.success });
    expect(within(dialog).getByRole('button', { name: ja.userInfo.toMyKenshin })).toBeInTheDocument();
  });

  it('says why when the record cannot be loaded', async () => {
    await open({ member: () => HttpResponse.json(serverError, { status: 500 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(String(serverError.errors?.[0]));
  });
});
