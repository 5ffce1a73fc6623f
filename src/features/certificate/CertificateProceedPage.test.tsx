import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import { certificateNone, certificateRefused, meEligibleNoneAgreed, serverError } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { mockCertificateCalls } from '../../../mocks/certificate-calls';

beforeEach(() => {
  jest.clearAllMocks();
  signInMember();
  mockCertificateCalls();
});

const confirmReapply = async () => {
  await userEvent.click(screen.getByRole('button', { name: ja.certificate.reapply }));
  const dialog = await screen.findByRole('alertdialog', { name: ja.certificate.reapplyConfirm });
  await userEvent.click(within(dialog).getByRole('button', { name: ja.certificate.reapply }));
  return dialog;
};

const openProceed = async () => {
  const view = renderRoute('/eligibility-certificate/proceed');
  await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateProceed });
  return view;
};

describe('certificate proceed', () => {
  it('shows the certificate', async () => {
    const { router } = await openProceed();
    await userEvent.click(screen.getByRole('button', { name: ja.certificate.show }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eligibility-certificate/certificate'));
  });

  it('re-applies once confirmed: expires the latest application, then goes to apply', async () => {
    const expire = jest.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(mockOperation('expireLatestCertificateApplication', expire));
    const { router } = await openProceed();
    await userEvent.click(screen.getByRole('button', { name: ja.certificate.reapply }));
    const dialog = await screen.findByRole('alertdialog', { name: ja.certificate.reapplyConfirm });
    expect(dialog).toHaveAccessibleDescription(ja.certificate.reapplyNote);
    expect(expire).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: ja.certificate.reapply }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eligibility-certificate/apply'));
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('expires nothing when the member cancels the re-application', async () => {
    const expire = jest.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(mockOperation('expireLatestCertificateApplication', expire));
    const { router } = await openProceed();
    const reapply = screen.getByRole('button', { name: ja.certificate.reapply });
    await userEvent.click(reapply);
    const dialog = await screen.findByRole('alertdialog', { name: ja.certificate.reapplyConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(reapply).toHaveFocus();
    expect(expire).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/eligibility-certificate/proceed');
  });

  it('shows the error when expiring fails and stays', async () => {
    server.use(
      mockOperation('expireLatestCertificateApplication', () =>
        HttpResponse.json({ error: '資格確認書を失効できませんでした。' }, { status: 422 }),
      ),
    );
    const { router } = await openProceed();
    await confirmReapply();
    expect(await screen.findByRole('alert')).toHaveTextContent('資格確認書を失効できませんでした。');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/eligibility-certificate/proceed');
    expect(screen.getByRole('button', { name: ja.certificate.reapply })).toBeEnabled();
  });

  it('shows the communication error when expiring fails with a server error', async () => {
    server.use(mockOperation('expireLatestCertificateApplication', serverError, { status: 500 }));
    await openProceed();
    await confirmReapply();
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });

  it('goes straight to apply when the member never applied', async () => {
    server.use(mockOperation('getLatestCertificateApplication', certificateNone, { status: 404 }));
    const { router } = renderRoute('/eligibility-certificate/proceed');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateApply });
    expect(router.state.location.pathname).toBe('/eligibility-certificate/apply');
  });

  it('sends a member who has not agreed to the terms to the terms page', async () => {
    server.use(mockOperation('getMe', meEligibleNoneAgreed));
    const { router } = renderRoute('/eligibility-certificate/proceed');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateTerms });
    expect(router.state.location.pathname).toBe('/eligibility-certificate/terms-of-service');
  });

  it('sends a member registered with the My Number card to not-allowed', async () => {
    server.use(mockOperation('getCertificateAllowedStatus', certificateRefused));
    const { router } = renderRoute('/eligibility-certificate/proceed');
    expect(await screen.findByText(ja.certificate.notAllowed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eligibility-certificate/not-allowed');
  });
});
