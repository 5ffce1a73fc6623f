import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { certificateActive } from '../../../mocks/fixtures';
import { renderRoute } from '../../../mocks/render';
import { amplifyCookies, SUB } from '../../../mocks/session-cookies';
import { clearCookies } from '../../../mocks/token-cookie';
import { currentEnvironment } from '../../config/env';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { formatJapaneseDate } from '../../lib/countdown';
import { wipeSavedCertificate } from '../../lib/saved-certificate-wipe';
import { readSavedCertificate, saveCertificate, savedCopyOf } from './saved-certificate';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { system } from '../../ui/theme';
import { Component as OfflinePage, prepareOfflineScreen } from './OfflinePage';
import { pages } from '../../app/loading-table';

const SAVED_AT = new Date(2026, 10, 28, 9, 5);
const application = { ...certificateActive, expired_at: '2099-12-31T23:59:59+09:00' };

/** The browser's cookies as Amplify leaves them for this member (their tokens may have expired since). */
const holdSessionOf = () => {
  clearCookies();
  for (const cookie of amplifyCookies({ client: currentEnvironment.identity.userPoolClientId }).split('; '))
    document.cookie = `${cookie}; path=/`;
};

let onLine: jest.SpyInstance;
beforeEach(() => {
  onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  holdSessionOf();
});
afterEach(async () => {
  onLine.mockRestore();
  wipeSavedCertificate();
  await waitFor(async () => expect(await readSavedCertificate(SUB)).toBeUndefined());
});

describe('a signed-in page opened without a connection', () => {
  it('says it needs a connection and shows the certificate this member saved, marked with the time it was saved', async () => {
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    renderRoute('/account');
    expect(await screen.findByRole('heading', { level: 1, name: ja.certificate.offlineTitle })).toBeInTheDocument();
    expect(screen.getByText(ja.certificate.offlineLead)).toBeInTheDocument();
    const saved = await screen.findByRole('region', { name: ja.certificate.savedCopy });
    expect(within(saved).getByTestId('saved-at')).toHaveTextContent(
      format(ja.certificate.savedAt, { date: formatJapaneseDate(SAVED_AT), time: '09:05' }),
    );
    expect(within(saved).getByTestId('certificate-countdown').textContent).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    for (const member of application.members)
      expect(within(saved).getByRole('region', { name: member.full_name })).toBeInTheDocument();
  });

  it('shows no copy to another member’s session, and deletes it', async () => {
    await saveCertificate(savedCopyOf('another-member', application, SAVED_AT));
    renderRoute('/eligibility-certificate/certificate');
    expect(await screen.findByText(ja.certificate.noSavedCopy)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ja.certificate.savedCopy })).not.toBeInTheDocument();
    expect(screen.queryByText(application.members[0]?.full_name ?? '')).not.toBeInTheDocument();
    await waitFor(async () => expect(await readSavedCertificate('another-member')).toBeUndefined());
  });

  it('shows no copy when the browser holds no session any more', async () => {
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    clearCookies();
    renderRoute('/account/settings');
    expect(await screen.findByText(ja.certificate.noSavedCopy)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ja.certificate.savedCopy })).not.toBeInTheDocument();
  });

  it('signs out without the identity service: the session ends, the copy goes, Signin opens', async () => {
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    const { router } = renderRoute('/account');
    await screen.findByRole('region', { name: ja.certificate.savedCopy });
    await userEvent.click(screen.getByRole('button', { name: ja.shell.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(document.cookie).not.toContain('CognitoIdentityServiceProvider.');
    await waitFor(async () => expect(await readSavedCertificate(SUB)).toBeUndefined());
  });

  it('fetches no page code offline; once the connection is back the page is asked for again', async () => {
    const pageLoad = jest.spyOn(pages.AccountHome, 'load');
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    const { router } = renderRoute('/account');
    await screen.findByRole('region', { name: ja.certificate.savedCopy });
    expect(pageLoad).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    // The route's checks run again and decide (this browser's tokens have expired and cannot be refreshed here: Signin),
    // instead of an error screen.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(screen.queryByText(ja.errors.serverErrorTitle)).not.toBeInTheDocument();
    pageLoad.mockRestore();
  });

  it('takes the copy off the screen when another tab ends the session', async () => {
    await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
    renderRoute('/account');
    await screen.findByRole('region', { name: ja.certificate.savedCopy });
    wipeSavedCertificate();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: ja.certificate.savedCopy })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(ja.certificate.noSavedCopy)).toBeInTheDocument();
  });

  describe('its read started before the screen renders (as the router does when offline)', () => {
    const renderScreen = () =>
      render(
        <Provider store={setupStore()}>
          <ChakraProvider value={system}>
            <RouterProvider router={createMemoryRouter([{ path: '/', Component: OfflinePage }])} />
          </ChakraProvider>
        </Provider>,
      );

    it('shows the copy in its first render', async () => {
      await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
      await prepareOfflineScreen();
      renderScreen();
      expect(screen.getByRole('region', { name: ja.certificate.savedCopy })).toBeInTheDocument();
    });

    it('never shows a copy deleted after an earlier read was prepared', async () => {
      await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
      await prepareOfflineScreen();
      wipeSavedCertificate();
      await waitFor(async () => expect(await readSavedCertificate(SUB)).toBeUndefined());
      await prepareOfflineScreen();
      renderScreen();
      expect(screen.getByText(ja.certificate.noSavedCopy)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: ja.certificate.savedCopy })).not.toBeInTheDocument();
    });

    it('drops a prepared read the screen did not take within a few seconds', async () => {
      await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
      try {
        const read = prepareOfflineScreen();
        jest.advanceTimersByTime(5000);
        await read;
      } finally {
        jest.useRealTimers();
      }
      renderScreen();
      expect(screen.queryByRole('region', { name: ja.certificate.savedCopy })).not.toBeInTheDocument();
      expect(await screen.findByRole('region', { name: ja.certificate.savedCopy })).toBeInTheDocument();
    });

    it('never gives a read prepared for one session to another', async () => {
      await saveCertificate(savedCopyOf(SUB, application, SAVED_AT));
      await prepareOfflineScreen();
      clearCookies();
      renderScreen();
      expect(await screen.findByText(ja.certificate.noSavedCopy)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: ja.certificate.savedCopy })).not.toBeInTheDocument();
    });
  });
});
