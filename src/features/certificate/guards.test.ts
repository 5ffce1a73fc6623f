import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import {
  certificateActive,
  certificateAllowed,
  certificateNone,
  certificateRefused,
  meEligibleNoneAgreed,
  serverError,
} from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { setupStore } from '../../../mocks/store';
import type { CurrentUser } from '../../identity/current-user';
import { signInMember } from '../../../mocks/amplify-session';
import { SignupStatus } from '../../lib/signup-status';
import type { ServiceCode } from '../../lib/service-codes';
import {
  redirectWhenCertificateAllowed,
  redirectWhenCertificateTermsAgreed,
  redirectWhenSmsMfaEnabled,
  requireCertificateAllowed,
  requireCertificateState,
  requireCertificateTermsAgreed,
  requireSmsMfa,
} from './guards';
import type { GuardCheck } from '../../routing/guards';
import type { RouteName } from '../../routing/route-names';
import { ensureApi } from '../../store/api-loader';
import { startCertificateReads } from './step-reads';

const member = (agreed: ServiceCode[], smsMfaEnabled: boolean): CurrentUser => ({
  sub: 'sub-0001',
  email: 'taro.yamada@example.com',
  emailVerified: true,
  insurerNumber: '06139992',
  phoneNumberVerified: smsMfaEnabled,
  smsMfaEnabled,
  signupStatus: SignupStatus.ELIGIBILITY_VERIFIED,
  availableServices: ['otc', 'my-kenshin', 'eligibility-certificate'],
  agreedServices: agreed,
  profile: meEligibleNoneAgreed,
});

// The checks read the API as a signed-in member: the bearer comes from the session (src/api/base.ts).
beforeEach(() => signInMember());

const run = async (check: GuardCheck, user: CurrentUser = member([], false)) => {
  const store = setupStore({ currentUser: { status: 'loaded', user } });
  const outcome = await check({
    store,
    request: new Request('http://localhost/eligibility-certificate/apply'),
    route: 'CertificateApply',
  });
  return outcome ? outcome.headers.get('Location') : 'render';
};

const allowedAnswer = {
  allowed: () => HttpResponse.json(certificateAllowed),
  refused: () => HttpResponse.json(certificateRefused),
  failing: () => HttpResponse.json(serverError, { status: 500 }),
};

describe('account-wide allowed status', () => {
  it.each([
    ['allowed', 'render', '/eligibility-certificate/proceed'],
    ['refused', '/eligibility-certificate/not-allowed', 'render'],
    ['failing', '/500.html', '/500.html'],
  ] as const)('status %s: certificate screens → %s, the not-allowed notice → %s', async (answer, screens, notice) => {
    server.use(mockOperation('getCertificateAllowedStatus', allowedAnswer[answer]));
    expect(await run(requireCertificateAllowed)).toBe(screens);
    expect(await run(redirectWhenCertificateAllowed)).toBe(notice);
  });
});

describe('terms agreed', () => {
  it.each([
    [[] as ServiceCode[], '/eligibility-certificate/terms-of-service', 'render'],
    [['otc', 'my-kenshin'] as ServiceCode[], '/eligibility-certificate/terms-of-service', 'render'],
    [['eligibility-certificate'] as ServiceCode[], 'render', '/eligibility-certificate/proceed'],
  ])('agreed %j: proceed/certificate/apply → %s, terms → %s', async (agreed, guarded, terms) => {
    expect(await run(requireCertificateTermsAgreed, member(agreed, true))).toBe(guarded);
    expect(await run(redirectWhenCertificateTermsAgreed, member(agreed, true))).toBe(terms);
  });
});

describe('SMS two-step', () => {
  it.each([
    [false, '/eligibility-certificate/mfa-notice', 'render'],
    [true, 'render', '/eligibility-certificate/apply'],
  ])('enabled %s: certificate/apply → %s, mfa-notice → %s', async (sms, guarded, notice) => {
    expect(await run(requireSmsMfa, member(['eligibility-certificate'], sms))).toBe(guarded);
    expect(await run(redirectWhenSmsMfaEnabled, member(['eligibility-certificate'], sms))).toBe(notice);
  });
});

describe('requireCertificateState (the guard factory)', () => {
  const latest = {
    active: () => HttpResponse.json(certificateActive),
    expired: () => HttpResponse.json({ ...certificateActive, is_active: false }),
    none: () => HttpResponse.json(certificateNone, { status: 404 }),
    failing: () => HttpResponse.json(serverError, { status: 500 }),
  };
  it.each([
    ['active', false, 'Certificate', 'render'],
    ['active', true, 'Certificate', '/eligibility-certificate/certificate'],
    ['expired', false, 'CertificateApply', '/eligibility-certificate/apply'],
    ['expired', true, 'Certificate', 'render'],
    ['none', false, 'CertificateApply', '/eligibility-certificate/apply'],
    ['none', true, 'Certificate', 'render'],
    ['failing', false, 'CertificateApply', '/500.html'],
    ['failing', true, 'Certificate', '/500.html'],
  ] as const)(
    'latest %s, expected active %s, redirect %s → %s',
    async (answer, expectedActive, redirectTo: RouteName, outcome) => {
      server.use(mockOperation('getLatestCertificateApplication', latest[answer]));
      expect(await run(requireCertificateState(expectedActive, redirectTo))).toBe(outcome);
    },
  );
});

describe('an answer the navigation asked for before its guard', () => {
  const counted = (answer: () => Response) => {
    let requests = 0;
    return {
      answer: () => {
        requests += 1;
        return answer();
      },
      requests: () => requests,
    };
  };

  /** The certificate page's navigation has begun: its reads are asked for, then its guard runs once they have ended. */
  const navigated = async (answers: { allowed: () => Response; latest: () => Response }) => {
    const allowed = counted(answers.allowed);
    const latest = counted(answers.latest);
    server.use(
      mockOperation('getCertificateAllowedStatus', allowed.answer),
      mockOperation('getLatestCertificateApplication', latest.answer),
    );
    const store = setupStore({ currentUser: { status: 'loaded', user: member(['eligibility-certificate'], true) } });
    const api = await store.dispatch(ensureApi());
    startCertificateReads(store, 'Certificate', false);
    const ended = (state: { status: string } | undefined) =>
      state?.status === 'fulfilled' || state?.status === 'rejected';
    await waitFor(() => {
      const state = store.getState();
      expect(ended(api.endpoints.getCertificateAllowedStatus.select()(state as never))).toBe(true);
      expect(ended(api.endpoints.getLatestCertificateApplication.select()(state as never))).toBe(true);
    });
    const check = (guard: GuardCheck) =>
      guard({
        store,
        request: new Request('http://localhost/eligibility-certificate/certificate'),
        route: 'Certificate',
      });
    return { allowed, latest, check };
  };

  it('a failure after its retries is the guard’s answer: the server-error page, with no second round of requests', async () => {
    const { allowed, check } = await navigated({
      allowed: allowedAnswer.failing,
      latest: () => HttpResponse.json(certificateActive),
    });
    const asked = allowed.requests();
    expect((await check(requireCertificateAllowed))?.headers.get('Location')).toBe('/500.html');
    expect(allowed.requests()).toBe(asked);
  });

  it('"never applied" (404) is the guard’s answer: on to apply, not asked again', async () => {
    const { latest, check } = await navigated({
      allowed: allowedAnswer.allowed,
      latest: () => HttpResponse.json(certificateNone, { status: 404 }),
    });
    expect((await check(requireCertificateState(false, 'CertificateApply')))?.headers.get('Location')).toBe(
      '/eligibility-certificate/apply',
    );
    expect(latest.requests()).toBe(1);
  });

  it('a failure of a read sent before the navigation began is asked again', async () => {
    // The first request fails once released; later ones answer "refused".
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    server.use(
      mockOperation('getCertificateAllowedStatus', async () => {
        requests += 1;
        if (requests > 1) return allowedAnswer.refused();
        await released;
        return HttpResponse.json(serverError, { status: 400 });
      }),
      mockOperation('getLatestCertificateApplication', () => HttpResponse.json(certificateActive)),
    );
    const store = setupStore({ currentUser: { status: 'loaded', user: member(['eligibility-certificate'], true) } });
    const api = await store.dispatch(ensureApi());
    const before = store.dispatch(api.endpoints.getCertificateAllowedStatus.initiate(undefined, { subscribe: false }));
    await waitFor(() => expect(requests).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Its prefetch joins the read on its way, which then fails: an answer from before the navigation.
    startCertificateReads(store, 'Certificate', false);
    release();
    await before;
    const outcome = await requireCertificateAllowed({
      store,
      request: new Request('http://localhost/eligibility-certificate/certificate'),
      route: 'Certificate',
    });
    expect(outcome?.headers.get('Location')).toBe('/eligibility-certificate/not-allowed');
    expect(requests).toBe(2);
  });
});
