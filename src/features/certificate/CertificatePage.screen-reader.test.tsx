import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import { certificateActive } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { mockCertificateCalls } from '../../../mocks/certificate-calls';
import { heard, startScreenReader, stopScreenReader } from '../../../mocks/screen-reader';

beforeEach(() => {
  jest.clearAllMocks();
  signInMember();
  mockCertificateCalls();
});

afterEach(() => stopScreenReader());

describe('the certificate, as a screen reader hears it', () => {
  it('does not announce the count-down as it ticks; at the expiry, the modal takes focus and is heard', async () => {
    server.use(
      mockOperation('getLatestCertificateApplication', () =>
        HttpResponse.json({ ...certificateActive, expired_at: new Date(Date.now() + 8000).toISOString() }),
      ),
    );
    renderRoute('/eligibility-certificate/certificate');
    const countdown = await screen.findByTestId('certificate-countdown');
    // Read before the reader starts, which on a loaded host can take seconds of the certificate's validity.
    const first = countdown.textContent;
    await startScreenReader();
    await screen.findByRole('alertdialog', { name: ja.certificate.expired }, { timeout: 30_000 });
    expect(countdown.textContent).not.toBe(first);
    // The page's heading may take focus before or after the reader starts; what follows is the whole of it. The
    // modal moves focus to its button once it is shown, which the reader hears after the dialog appears.
    await waitFor(async () => {
      const log = (await heard()).filter((phrase) => phrase !== 'document' && !phrase.startsWith('heading, '));
      expect(log).toEqual([
        `assertive: ${ja.certificate.expired}`,
        `alertdialog, ${ja.certificate.expired}, modal`,
        `button, ${ja.certificate.home}`,
      ]);
    });
  });

  it("says the count-down's button is pressed once the member has stopped showing it", async () => {
    renderRoute('/eligibility-certificate/certificate');
    await screen.findByTestId('certificate-countdown');
    await startScreenReader();
    await userEvent.click(screen.getByRole('button', { name: ja.certificate.hideRemaining }));
    expect(await heard()).toContain(`button, ${ja.certificate.hideRemaining}, pressed`);
  });
});
