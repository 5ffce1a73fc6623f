import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import {
  certificateActive,
  certificateAllowed,
  meAllAgreed,
  meEligibleNoneAgreed,
  meOtcOnly,
  otcToken,
  serverError,
} from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { setupStore } from '../../../mocks/store';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import { originatingServiceSet, selectOriginatingService } from '../../routing/navigation-context-slice';
import { leaveForExternal } from '../../routing/service-handoff';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import * as Auth from 'aws-amplify/auth';

// jsdom cannot leave the page: the hand-off to another site is observed instead.
jest.mock('../../routing/service-handoff', () => ({
  ...jest.requireActual('../../routing/service-handoff'),
  leaveForExternal: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

describe('service entry routes', () => {
  it('an agreed member gets one shop token (returning to the service list) and goes to the SSO login with it', async () => {
    signInMember();
    const requests: unknown[] = [];
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('createOtcToken', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(otcToken, { status: 201 });
      }),
    );
    renderRoute('/account/otc');
    // While it works the page says where it is going.
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.OtcSignin })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ja.services.redirecting);
    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledTimes(1));
    const target = new URL(String(jest.mocked(leaveForExternal).mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(currentEnvironment.external.shopSsoLoginUrl);
    expect(target.searchParams.get('token')).toBe(otcToken.token);
    expect(requests).toEqual([{ return_to: `${window.location.origin}/account` }]);
  });

  it('a shop token failure returns to the service list, which explains it', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('createOtcToken', serverError, { status: 500 }));
    const { router } = renderRoute('/account/otc');
    expect(await screen.findByRole('heading', { level: 1, name: ja.home.heading })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ja.services.connectFailed);
    expect(router.state.location.pathname).toBe('/account');
    expect(leaveForExternal).not.toHaveBeenCalled();
  });

  it('a member who has not agreed goes to the service’s terms', async () => {
    signInMember();
    server.use(mockOperation('getMe', meEligibleNoneAgreed));
    const { router } = renderRoute('/account/my-kenshin');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.MyKenshinTerms })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/my-kenshin/terms-of-service');
    expect(leaveForExternal).not.toHaveBeenCalled();
  });

  it('reaching the entry route of the service the member came from clears it, so a later sign-in goes to the list', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore();
    store.dispatch(originatingServiceSet('my-kenshin'));
    renderRoute('/account/my-kenshin', { store });
    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledTimes(1));
    expect(selectOriginatingService(store.getState())).toBeUndefined();
  });

  it('the entry route of another service keeps the one the member came from', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore();
    store.dispatch(originatingServiceSet('otc'));
    renderRoute('/account/my-kenshin', { store });
    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledTimes(1));
    expect(selectOriginatingService(store.getState())).toBe('otc');
  });

  it('an agreed member goes to the checkup plan’s callback', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    renderRoute('/account/my-kenshin');
    await waitFor(() => expect(leaveForExternal).toHaveBeenCalledWith(currentEnvironment.external.checkupCallbackUrl));
  });

  it('an agreed member continues to the certificate’s proceed route', async () => {
    signInMember();
    server.use(
      mockOperation('getMe', meAllAgreed),
      // What the proceed screen's own checks read (they belong to the certificate screens).
      mockOperation('getCertificateAllowedStatus', certificateAllowed),
      mockOperation('getLatestCertificateApplication', certificateActive),
    );
    const { router } = renderRoute('/account/eligibility-certificate');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateProceed })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eligibility-certificate/proceed');
  });

  it('a member not entitled to the service goes back to the service list', async () => {
    signInMember();
    server.use(mockOperation('getMe', meOtcOnly));
    const { router } = renderRoute('/account/my-kenshin');
    expect(await screen.findByRole('heading', { level: 1, name: ja.home.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('goes to sign-in when the entry route cannot read the current user', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    // The guards read the member; by the time the page itself reads them the session is gone.
    const signedIn = jest.mocked(Auth.fetchAuthSession).getMockImplementation();
    const routerRef: { current?: ReturnType<typeof renderRoute>['router'] } = {};
    jest
      .mocked(Auth.fetchAuthSession)
      .mockImplementation(async (options) =>
        routerRef.current?.state.initialized || !signedIn ? ({} as Auth.AuthSession) : signedIn(options),
      );
    const { router } = renderRoute('/account/otc');
    routerRef.current = router;
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(leaveForExternal).not.toHaveBeenCalled();
  });
});
