import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import {
  insurerFileWithEdaban,
  insurerNotFound,
  insurerPseudonymized,
  meEligibleNoneAgreed,
  otcRegistered,
  serverError,
  serviceRegistered,
} from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import { leaveForExternal } from '../../routing/service-handoff';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';

jest.mock('../../routing/service-handoff', () => ({
  ...jest.requireActual('../../routing/service-handoff'),
  leaveForExternal: jest.fn(),
}));

/** The insurer lookup, answered only for the member's own insurer number. */
const mockInsurer = (answer: typeof insurerFileWithEdaban | typeof insurerNotFound) =>
  mockOperation('getInsurer', ({ params }) =>
    params.insurerNumber === meEligibleNoneAgreed.insurer_number
      ? HttpResponse.json(answer, { status: answer === insurerNotFound ? 404 : 200 })
      : HttpResponse.json(insurerNotFound, { status: 404 }),
  );

beforeEach(() => jest.clearAllMocks());

const submitButton = () => screen.getByRole('button', { name: ja.terms.submit });

/** The member's tokens are refreshed after registering: counted through Amplify's forced session fetches. */
const forcedRefreshes = () =>
  jest.mocked(Auth.fetchAuthSession).mock.calls.filter(([options]) => options?.forceRefresh).length;

describe('shop terms', () => {
  it('enables the submit only when both terms and privacy policy are ticked; links open the shop’s documents', async () => {
    signInMember();
    server.use(mockOperation('getMe', meEligibleNoneAgreed));
    renderRoute('/account/otc/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.OtcTerms });
    expect(screen.getByText(ja.terms.medicalDataNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${ja.terms.termsOfService}`) })).toHaveAttribute(
      'href',
      currentEnvironment.external.shopTermsUrl,
    );
    expect(screen.getByRole('link', { name: new RegExp(`^${ja.terms.privacyPolicy}`) })).toHaveAttribute(
      'href',
      currentEnvironment.external.shopPrivacyUrl,
    );

    expect(submitButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms }));
    expect(submitButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.marketingEmail }));
    expect(submitButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy }));
    expect(submitButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms }));
    expect(submitButton()).toBeDisabled();
  });

  it('accepting registers the shop with the marketing choice and a return route, refreshes tokens and goes to the SSO login', async () => {
    signInMember();
    const bodies: unknown[] = [];
    server.use(
      mockOperation('getMe', meEligibleNoneAgreed),
      mockInsurer(insurerFileWithEdaban),
      mockOperation('createServiceRegistration', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(otcRegistered, { status: 201 });
      }),
    );
    renderRoute('/account/otc/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.OtcTerms });
    const refreshesBefore = forcedRefreshes();
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms }));
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy }));
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.marketingEmail }));
    await userEvent.click(submitButton());

    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { service_code: 'otc', email_marketing_consent: true, return_to: `${window.location.origin}/account` },
    ]);
    expect(forcedRefreshes()).toBeGreaterThan(refreshesBefore);
    const target = new URL(String(jest.mocked(leaveForExternal).mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(currentEnvironment.external.shopSsoLoginUrl);
    expect(target.searchParams.get('token')).toBe(otcRegistered.token);
    // The browser is leaving: the button stays busy.
    expect(screen.getByRole('button', { name: new RegExp(ja.common.busy) })).toHaveAttribute('aria-disabled', 'true');
  });

  it('registers through the pseudonymized endpoint when the insurer’s member format says so', async () => {
    signInMember();
    const bodies: unknown[] = [];
    server.use(
      mockOperation('getMe', meEligibleNoneAgreed),
      mockInsurer(insurerPseudonymized),
      mockOperation('createPseudonymizedServiceRegistration', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(otcRegistered, { status: 201 });
      }),
    );
    renderRoute('/account/otc/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.OtcTerms });
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms }));
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { service_code: 'otc', email_marketing_consent: false, return_to: `${window.location.origin}/account` },
    ]);
  });

  it('a failed registration shows the error and keeps every tick', async () => {
    signInMember();
    server.use(
      mockOperation('getMe', meEligibleNoneAgreed),
      mockInsurer(insurerFileWithEdaban),
      mockOperation('createServiceRegistration', serverError, { status: 500 }),
    );
    renderRoute('/account/otc/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.OtcTerms });
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms }));
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy }));
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.marketingEmail }));
    await userEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ja.terms.failed);
    // The contract's 500 body is the error shape with a message for members: section 8 shows it.
    expect(alert).toHaveTextContent(String(serverError.errors?.[0]));
    for (const name of [ja.terms.agreeToTerms, ja.terms.agreeToPrivacyPolicy, ja.terms.marketingEmail])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(leaveForExternal).not.toHaveBeenCalled();
  });
});

describe('checkup plan terms', () => {
  it('has no marketing checkbox; accepting registers my-kenshin and goes to the checkup callback', async () => {
    signInMember();
    const bodies: unknown[] = [];
    server.use(
      mockOperation('getMe', meEligibleNoneAgreed),
      mockInsurer(insurerFileWithEdaban),
      mockOperation('createServiceRegistration', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(serviceRegistered, { status: 201 });
      }),
    );
    renderRoute('/account/my-kenshin/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.MyKenshinTerms });
    expect(screen.queryByRole('checkbox', { name: ja.terms.marketingEmail })).not.toBeInTheDocument();
    expect(screen.queryByText(ja.terms.medicalDataNote)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${ja.terms.termsOfService}`) })).toHaveAttribute(
      'href',
      currentEnvironment.external.checkupTermsUrl,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms }));
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledWith(currentEnvironment.external.checkupCallbackUrl));
    expect(bodies).toEqual([{ service_code: 'my-kenshin', email_marketing_consent: false }]);
  });

  it('an insurer lookup failure shows the error and sends nothing', async () => {
    signInMember();
    let registered = false;
    server.use(
      mockOperation('getMe', meEligibleNoneAgreed),
      mockInsurer(insurerNotFound),
      mockOperation('createServiceRegistration', () => {
        registered = true;
        return HttpResponse.json(serviceRegistered, { status: 201 });
      }),
    );
    renderRoute('/account/my-kenshin/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: ja.titles.MyKenshinTerms });
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToTerms }));
    await userEvent.click(screen.getByRole('checkbox', { name: ja.terms.agreeToPrivacyPolicy }));
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.errors.notFoundData);
    expect(registered).toBe(false);
    expect(leaveForExternal).not.toHaveBeenCalled();
  });
});
