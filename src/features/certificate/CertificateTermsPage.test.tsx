import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import {
  insurerFileWithEdaban,
  insurerPseudonymized,
  meAllAgreed,
  meEligibleNoneAgreed,
  serverError,
  serviceRegistered,
} from '../../../mocks/fixtures';
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

/** /me answers 'not agreed' until the registration has been posted, as the real API would. */
const registrationFlow = (operation: 'createServiceRegistration' | 'createPseudonymizedServiceRegistration') => {
  const posted: unknown[] = [];
  server.use(
    mockOperation('getMe', () => HttpResponse.json(posted.length ? meAllAgreed : meEligibleNoneAgreed)),
    mockOperation(operation, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(serviceRegistered, { status: 201 });
    }),
  );
  return posted;
};

const acceptTerms = async () => {
  await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateTerms });
  await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms }));
  await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy }));
  await userEvent.click(screen.getByRole('button', { name: ja.terms.submit }));
};

describe('certificate terms', () => {
  it('links the in-app policy pages and, once accepted, registers the service and goes to proceed', async () => {
    server.use(mockOperation('getInsurer', insurerFileWithEdaban));
    const posted = registrationFlow('createServiceRegistration');
    const { router } = renderRoute('/eligibility-certificate/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateTerms });
    expect(screen.getByRole('link', { name: ja.terms.termsOfService })).toHaveAttribute(
      'href',
      '/policies/eligibility-certificate/terms-of-service',
    );
    expect(screen.getByRole('link', { name: ja.terms.privacyPolicy })).toHaveAttribute(
      'href',
      '/policies/eligibility-certificate/privacy-policy',
    );
    await acceptTerms();
    await waitFor(() => expect(router.state.location.pathname).toBe('/eligibility-certificate/proceed'));
    expect(posted).toEqual([{ service_code: 'eligibility-certificate', email_marketing_consent: false }]);
  });

  it('registers through the pseudonymized endpoint when the insurer says so', async () => {
    server.use(mockOperation('getInsurer', insurerPseudonymized));
    const posted = registrationFlow('createPseudonymizedServiceRegistration');
    const { router } = renderRoute('/eligibility-certificate/terms-of-service');
    await acceptTerms();
    await waitFor(() => expect(router.state.location.pathname).toBe('/eligibility-certificate/proceed'));
    expect(posted).toHaveLength(1);
  });

  it('shows the failure and keeps both ticks', async () => {
    server.use(
      mockOperation('getInsurer', insurerFileWithEdaban),
      mockOperation('getMe', meEligibleNoneAgreed),
      mockOperation('createServiceRegistration', serverError, { status: 500 }),
    );
    const { router } = renderRoute('/eligibility-certificate/terms-of-service');
    await acceptTerms();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.terms.failed);
    expect(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy })).toBeChecked();
    expect(router.state.location.pathname).toBe('/eligibility-certificate/terms-of-service');
  });

  it('sends a member who already agreed on to proceed', async () => {
    const { router } = renderRoute('/eligibility-certificate/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateProceed });
    expect(router.state.location.pathname).toBe('/eligibility-certificate/proceed');
  });
});
