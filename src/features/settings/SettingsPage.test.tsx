import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import {
  meAllAgreed,
  meEligibleNoneAgreed,
  otcAccount,
  otcAccountNotFound,
  serverError,
} from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { currentLanguage } from '../../i18n/language';
import { formatCalendarDate } from '../../i18n/dates';
import { networkLost } from '../../../mocks/amplify-retries';
import { memberAttributes, signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import '../../i18n/screens/mfa';

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

// Lazy route chunks compile on first use; the shared 2-core machine makes that slow.
beforeEach(() => jest.clearAllMocks());

describe('settings', () => {
  it('shows the four cards of a member who agreed to everything, with the stored marketing choice', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
    renderRoute('/account/settings');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.AccountSettings })).toBeInTheDocument();

    const login = card(ja.settings.loginInfo);
    expect(within(login).getByText(memberAttributes.email)).toBeInTheDocument();
    expect(within(login).getByRole('link', { name: ja.settings.changeEmail })).toHaveAttribute(
      'href',
      '/account/change-email',
    );
    // Read as "password (hidden)", not as the asterisks (aria-label is not allowed on a paragraph).
    expect(within(login).getByText(ja.common.maskedPassword)).toHaveAttribute('aria-hidden', 'true');
    expect(within(login).getByText(ja.settings.passwordHidden)).toBeInTheDocument();
    expect(within(login).getByRole('link', { name: ja.settings.changePassword })).toHaveAttribute(
      'href',
      '/account/change-password',
    );
    expect(within(login).getByText(ja.settings.enabled)).toBeInTheDocument();
    expect(within(login).getByText('09012345678')).toBeInTheDocument();
    expect(within(login).getByRole('link', { name: ja.settings.changePhone })).toHaveAttribute(
      'href',
      '/account/mfa/sms-reset?returnTo=AccountSettings',
    );
    expect(within(login).getByRole('button', { name: ja.settings.disable })).toBeInTheDocument();

    const info = card(ja.settings.userInfo);
    expect(within(info).getByText('山田 太郎')).toBeInTheDocument();
    // In English (npm run test:en) the member's kana is marked Japanese (WCAG 3.1.2); a Japanese page has no mark.
    const kana = within(info).getByText('ヤマダ タロウ');
    if (currentLanguage() === 'en') expect(kana).toHaveAttribute('lang', 'ja');
    else expect(kana).not.toHaveAttribute('lang');
    expect(within(info).getByText(formatCalendarDate(new Date(1985, 3, 1), 'long'))).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: ja.settings.changeUserInfo })).toHaveAttribute(
      'href',
      '/account/change-user-info',
    );

    const shop = card(ja.settings.shopHeading);
    const toggle = await within(shop).findByRole('checkbox');
    expect(toggle).toBeChecked();
    expect(within(shop).getByText(ja.settings.send)).toBeInTheDocument();
    // The checkup plan is already registered: no card for it.
    expect(screen.queryByRole('heading', { level: 2, name: ja.settings.checkupHeading })).not.toBeInTheDocument();
  });

  it('while the shop account loads, the card shows a named loading status (an aria-label needs a role)', async () => {
    signInMember();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('getOtcAccount', async () => {
        await answered;
        return HttpResponse.json(otcAccount);
      }),
    );
    renderRoute('/account/settings');
    const loading = await screen.findByRole('status', { name: ja.common.loading });
    expect(within(card(ja.settings.shopHeading)).getByRole('status', { name: ja.common.loading })).toBe(loading);
    answer();
    expect(await within(card(ja.settings.shopHeading)).findByRole('checkbox')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: ja.common.loading })).not.toBeInTheDocument();
  });

  it('saves the marketing switch through the API and says so', async () => {
    signInMember();
    let sent: unknown;
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('getOtcAccount', () =>
        HttpResponse.json({ ...otcAccount, email_marketing_consent: sent === undefined ? true : false }),
      ),
      mockOperation('updateEmailMarketingConsent', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/account/settings');
    const shop = await screen
      .findByRole('heading', { level: 2, name: ja.settings.shopHeading })
      .then((heading) => heading.closest('section') as HTMLElement);
    await userEvent.click(await within(shop).findByRole('checkbox'));
    expect(await within(shop).findByText(ja.settings.marketingSaved)).toBeInTheDocument();
    expect(sent).toEqual({ email_marketing_consent: false });
    await waitFor(() => expect(within(shop).getByRole('checkbox')).not.toBeChecked());
    expect(within(shop).getByText(ja.settings.doNotSend)).toBeInTheDocument();
  });

  it('keeps the stored choice and explains when the save fails', async () => {
    signInMember();
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('getOtcAccount', otcAccount),
      mockOperation('updateEmailMarketingConsent', serverError, { status: 500 }),
    );
    renderRoute('/account/settings');
    const toggle = await screen.findByRole('checkbox');
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.settings.marketingFailed);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  // Not `disabled` while saving: that would drop keyboard focus to <body>.
  it.each([
    ['saved', 204, ja.settings.marketingSaved],
    ['refused', 500, ja.settings.marketingFailed],
  ] as const)(
    'keeps keyboard focus on the switch while a save runs and after it is %s, and refuses presses meanwhile',
    async (_, status, message) => {
      signInMember();
      let puts = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      server.use(
        mockOperation('getMe', meAllAgreed),
        mockOperation('getOtcAccount', otcAccount),
        mockOperation('updateEmailMarketingConsent', async () => {
          puts += 1;
          await held;
          return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(serverError, { status });
        }),
      );
      renderRoute('/account/settings');
      const toggle = await screen.findByRole('checkbox');
      toggle.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'true'));
      expect(toggle).toHaveAttribute('aria-disabled', 'true');
      expect(toggle).not.toBeDisabled();
      expect(toggle).toHaveFocus();
      expect(toggle).not.toBeChecked();
      // A second Space and a click while it saves change nothing and send nothing.
      await userEvent.keyboard(' ');
      expect(toggle).not.toBeChecked();
      await userEvent.click(toggle);
      expect(toggle).not.toBeChecked();
      expect(puts).toBe(1);
      release();
      await waitFor(() => expect(card(ja.settings.shopHeading)).toHaveTextContent(message));
      await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
      expect(toggle).not.toHaveAttribute('aria-disabled');
      expect(toggle).toHaveFocus();
      expect(puts).toBe(1);
    },
  );

  it('shows the first-registration notices and the enable link for a member with nothing agreed and no SMS', async () => {
    signInMember({ sub: 'sub-2', email: 'new@example.com', email_verified: 'true' }, false);
    server.use(mockOperation('getMe', meEligibleNoneAgreed));
    renderRoute('/account/settings');
    await screen.findByRole('heading', { level: 1, name: ja.titles.AccountSettings });

    const login = card(ja.settings.loginInfo);
    expect(within(login).getByText(ja.settings.disabled)).toBeInTheDocument();
    expect(within(login).getByRole('link', { name: ja.settings.enableSms })).toHaveAttribute(
      'href',
      '/account/mfa/sms-setup?returnTo=AccountSettings',
    );
    expect(within(login).queryByRole('button', { name: ja.settings.disable })).not.toBeInTheDocument();
    expect(within(login).getAllByText(ja.settings.notSet)).toHaveLength(1);

    // No name yet: no change link.
    expect(within(card(ja.settings.userInfo)).queryByRole('link')).not.toBeInTheDocument();

    const shop = card(ja.settings.shopHeading);
    expect(within(shop).getByText(ja.settings.firstRegistrationIncomplete)).toBeInTheDocument();
    expect(within(shop).getByRole('link', { name: ja.settings.toFirstRegistration })).toHaveAttribute(
      'href',
      '/account/otc',
    );
    expect(within(shop).queryByRole('checkbox')).not.toBeInTheDocument();

    const checkup = card(ja.settings.checkupHeading);
    expect(within(checkup).getByRole('link', { name: ja.settings.toCheckupRegistration })).toHaveAttribute(
      'href',
      '/account/my-kenshin',
    );
  });

  it('shows the first-registration notice when the shop has no account (404)', async () => {
    signInMember();
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('getOtcAccount', otcAccountNotFound, { status: 404 }),
    );
    renderRoute('/account/settings');
    const shop = await screen
      .findByRole('heading', { level: 2, name: ja.settings.shopHeading })
      .then((heading) => heading.closest('section') as HTMLElement);
    expect(await within(shop).findByRole('link', { name: ja.settings.toFirstRegistration })).toBeInTheDocument();
  });

  it('disables SMS two-step after the confirm modal, then shows the disabled badge', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
    jest.mocked(Auth.updateMFAPreference).mockImplementation(async () => {
      jest.mocked(Auth.fetchMFAPreference).mockResolvedValue({});
    });
    renderRoute('/account/settings');
    await userEvent.click(await screen.findByRole('button', { name: ja.settings.disable }));
    const dialog = await screen.findByRole('alertdialog', { name: ja.settings.disableConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.settings.disable }));
    expect(await screen.findByText(ja.mfa.disabled)).toBeInTheDocument();
    expect(Auth.updateMFAPreference).toHaveBeenCalledWith({ sms: 'DISABLED' });
    const login = card(ja.settings.loginInfo);
    expect(within(login).getByText(ja.settings.disabled)).toBeInTheDocument();
    // 解除 is gone with the modal: keyboard focus lands on the link that replaced it, not on <body>.
    await waitFor(() => expect(within(login).getByRole('link', { name: ja.settings.enableSms })).toHaveFocus());
  });

  it('says so when disabling fails, and cancelling changes nothing', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
    jest
      .mocked(Auth.updateMFAPreference)
      .mockRejectedValue(Object.assign(new Error('boom'), { name: 'InternalErrorException' }));
    renderRoute('/account/settings');
    await userEvent.click(await screen.findByRole('button', { name: ja.settings.disable }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: ja.common.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(Auth.updateMFAPreference).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: ja.settings.disable }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: ja.settings.disable }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.mfa.disableFailed);
    expect(within(card(ja.settings.loginInfo)).getByText(ja.settings.enabled)).toBeInTheDocument();
  });

  it('a disable whose answer was lost is settled by the stored preference: unreadable "may be done", off a success', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getOtcAccount', otcAccount));
    const disable = async () => {
      await userEvent.click(await screen.findByRole('button', { name: ja.settings.disable }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: ja.settings.disable }),
      );
    };
    renderRoute('/account/settings');
    await screen.findByRole('button', { name: ja.settings.disable });
    jest.mocked(Auth.updateMFAPreference).mockRejectedValueOnce(networkLost());
    jest.mocked(Auth.fetchMFAPreference).mockRejectedValueOnce(networkLost()); // the state check cannot read it
    await disable();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.mayHaveSucceeded.setting);

    jest.mocked(Auth.updateMFAPreference).mockImplementationOnce(async () => {
      jest.mocked(Auth.fetchMFAPreference).mockResolvedValue({}); // the write was made; its answer is lost
      throw networkLost();
    });
    await disable();
    expect(await screen.findByText(ja.mfa.disabled)).toBeInTheDocument();
    expect(within(card(ja.settings.loginInfo)).getByText(ja.settings.disabled)).toBeInTheDocument();
  });

  it('goes to the server-error page when the profile cannot be loaded', async () => {
    signInMember();
    server.use(mockOperation('getMe', serverError, { status: 500 }));
    const { router } = renderRoute('/account/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/500.html'));
    expect(await screen.findByRole('heading', { level: 1, name: ja.errors.serverErrorTitle })).toBeInTheDocument();
  });
});
