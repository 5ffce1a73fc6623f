import { screen } from '@testing-library/react';
import { mockOperation } from '../../../mocks/mock-operation';
import { certificateRefused } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { mockCertificateCalls } from '../../../mocks/certificate-calls';

beforeEach(() => {
  jest.clearAllMocks();
  mockCertificateCalls();
});

describe('mfa-notice', () => {
  it('explains that SMS two-step is needed and links to its setup, returning to apply', async () => {
    signInMember(undefined, false);
    renderRoute('/eligibility-certificate/mfa-notice');
    expect(await screen.findByText(ja.certificate.mfaNotice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ja.certificate.toSmsSetup })).toHaveAttribute(
      'href',
      '/account/mfa/sms-setup?returnTo=CertificateApply',
    );
  });

  it('sends a member who already has SMS two-step on to apply', async () => {
    signInMember();
    const { router } = renderRoute('/eligibility-certificate/mfa-notice');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateApply });
    expect(router.state.location.pathname).toBe('/eligibility-certificate/apply');
  });
});

describe('not-allowed', () => {
  it('tells a member registered with the My Number card why the certificate cannot be shown', async () => {
    signInMember();
    server.use(mockOperation('getCertificateAllowedStatus', certificateRefused));
    renderRoute('/eligibility-certificate/not-allowed');
    expect(await screen.findByText(ja.certificate.notAllowed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ja.certificate.home })).toHaveAttribute('href', '/account');
  });

  it('sends an allowed member on to proceed', async () => {
    signInMember();
    const { router } = renderRoute('/eligibility-certificate/not-allowed');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateProceed });
    expect(router.state.location.pathname).toBe('/eligibility-certificate/proceed');
  });
});
