import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { heldOperation, mockOperation } from '../../../mocks/mock-operation';
import {
  certificateActive,
  certificateAllowed,
  certificateNone,
  meAllAgreed,
  meOtcOnly,
  serverError,
} from '../../../mocks/fixtures';
import * as loading from '../../lib/loading';
import { server } from '../../../mocks/server';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { serviceConnectFailedState } from '../../routing/service-handoff';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { checkSession } from '../../identity/session-check';
import { loadCurrentUser } from '../../identity/current-user';
import { listenerMiddleware } from '../../store/listener-middleware';

// Lazy route chunks compile on first use; the shared 2-core machine makes that slow.
beforeEach(() => jest.clearAllMocks());

const serviceList = async () => {
  await screen.findByRole('heading', { level: 1, name: ja.home.heading });
  return screen.getByRole('list');
};

describe('account home', () => {
  it('shows a card with icon, name and description for every service the member is entitled to', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    renderRoute('/account');
    const list = await serviceList();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [first] = cards as [HTMLElement, ...HTMLElement[]];
    expect(within(list).getByRole('link', { name: ja.services.otc.name })).toHaveAttribute('href', '/account/otc');
    expect(within(list).getByRole('link', { name: ja.services.myKenshin.name })).toHaveAttribute(
      'href',
      '/account/my-kenshin',
    );
    expect(within(list).getByRole('link', { name: ja.services.eligibilityCertificate.name })).toHaveAttribute(
      'href',
      '/account/eligibility-certificate',
    );
    expect(within(first).getByText(ja.services.otc.description)).toBeInTheDocument();
    // The icon is the shipped image (decorative: the name beside it says what it is).
    expect(first.querySelector('img')).toHaveAttribute('src', 'test-file-stub');
    expect(screen.queryByText(ja.home.noServices)).not.toBeInTheDocument();
  });

  it('shows only the entitled cards, and clicking one goes to that service’s entry', async () => {
    signInMember();
    server.use(mockOperation('getMe', meOtcOnly));
    const { router } = renderRoute('/account');
    const list = await serviceList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByRole('link', { name: ja.services.myKenshin.name })).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: ja.services.eligibilityCertificate.name })).not.toBeInTheDocument();

    // Not yet agreed: the shop's entry sends the member on to its terms.
    await userEvent.click(within(list).getByRole('link', { name: ja.services.otc.name }));
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.OtcTerms })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/otc/terms-of-service');
  });

  it('starts the certificate’s reads and its pages’ downloads at a pointer down on its card, before the click', async () => {
    signInMember();
    const allowed = heldOperation('getCertificateAllowedStatus', certificateAllowed);
    const latest = heldOperation('getLatestCertificateApplication', certificateActive);
    server.use(mockOperation('getMe', meAllAgreed), allowed.handler, latest.handler);
    const { router } = renderRoute('/account');
    const list = await serviceList();
    const loadChunk = jest.spyOn(loading, 'loadChunk');
    fireEvent.pointerDown(within(list).getByRole('link', { name: ja.services.eligibilityCertificate.name }));
    await waitFor(() => expect(allowed.asked && latest.asked).toBe(true));
    expect(loadChunk).toHaveBeenCalledWith('EligibilityCertificateSignin');
    expect(loadChunk).toHaveBeenCalledWith('CertificateProceed');
    expect(router.state.location.pathname).toBe('/account');
    allowed.release();
    latest.release();
    loadChunk.mockRestore();
  });

  it('says so when the member is entitled to no service', async () => {
    signInMember();
    server.use(mockOperation('getMe', () => HttpResponse.json({ ...meOtcOnly, available_services: [] })));
    renderRoute('/account');
    await screen.findByRole('heading', { level: 1, name: ja.home.heading });
    expect(screen.getByText(ja.home.noServices)).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('explains a failed shop hand-off it was returned with', async () => {
    signInMember();
    server.use(mockOperation('getMe', meOtcOnly));
    const { router } = renderRoute('/account');
    await serviceList();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => router.navigate('/account', { state: serviceConnectFailedState }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.services.connectFailed);
  });

  it('checks the session and loads the member once on a first visit: the header does not ask what the guards have', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const started: string[] = [];
    const stops = [checkSession.pending, loadCurrentUser.pending].map((actionCreator) =>
      listenerMiddleware.startListening({ actionCreator, effect: (action) => void started.push(action.type) }),
    );
    try {
      renderRoute('/account');
      await serviceList();
      // The header has rendered (complete, with the member's menu) and its effects have run.
      expect(await screen.findByRole('navigation', { name: ja.shell.mainNavigation })).toBeInTheDocument();
      await act(async () => undefined);
      // The route's early start and the eligibility guard's load (which shares the early start's reads), and the
      // auth guard's session check; nothing from the header.
      expect(started.sort()).toEqual([
        checkSession.pending.type,
        loadCurrentUser.pending.type,
        loadCurrentUser.pending.type,
      ]);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('goes to the server-error page when the profile cannot be read', async () => {
    signInMember();
    server.use(mockOperation('getMe', serverError, { status: 500 }));
    const { router } = renderRoute('/account');
    expect(await screen.findByRole('heading', { level: 1, name: ja.errors.serverErrorTitle })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/500.html'));
    expect(screen.queryByRole('heading', { name: ja.home.heading })).not.toBeInTheDocument();
  });
});

describe('the certificate card’s days left', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  /** An expiry `days` days away less a minute: the certificate screen counts it as `days` days left. */
  const inDays = (days: number) => new Date(Date.now() + days * DAY_MS - 60_000).toISOString();
  const certificateCard = async () =>
    (await screen.findByRole('link', { name: ja.services.eligibilityCertificate.name })).closest('li') as HTMLElement;
  const expiringIn = (days: number) =>
    mockOperation('getLatestCertificateApplication', () =>
      HttpResponse.json({ ...certificateActive, expired_at: inDays(days) }),
    );
  /** Once the read has its answer (or has given up): the card as it stays. */
  const settled = (store: ReturnType<typeof renderRoute>['store']) =>
    waitFor(() => {
      const queries = Object.values((store.getState() as { api?: { queries: object } }).api?.queries ?? {});
      expect(queries).toContainEqual(
        expect.objectContaining({
          endpointName: 'getLatestCertificateApplication',
          status: expect.stringMatching(/fulfilled|rejected/),
        }),
      );
    });

  it.each([30, 1])('says %i days are left, in the certificate screen’s words', async (days) => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed), expiringIn(days));
    renderRoute('/account');
    const card = await certificateCard();
    expect(await within(card).findByTestId('service-certificate-days-left')).toHaveTextContent(
      format(ja.expiryReminder.daysLeft, { days }),
    );
    expect(screen.getAllByTestId('service-certificate-days-left')).toHaveLength(1);
  });

  it.each([
    ['31 days are left', () => ({ ...certificateActive, expired_at: inDays(31) }), 200],
    ['the certificate has expired', () => ({ ...certificateActive, expired_at: inDays(0) }), 200],
    [
      'the application is no longer active',
      () => ({ ...certificateActive, is_active: false, expired_at: inDays(5) }),
      200,
    ],
    ['there is no application', () => certificateNone, 404],
    ['the read fails', () => serverError, 500],
  ])('shows the card as before, with no error, when %s', async (_case, body, status) => {
    signInMember();
    server.use(
      mockOperation('getMe', meAllAgreed),
      mockOperation('getLatestCertificateApplication', () => HttpResponse.json(body(), { status })),
    );
    const { store } = renderRoute('/account');
    const card = await certificateCard();
    await settled(store);
    expect(within(card).getByText(ja.services.eligibilityCertificate.description)).toBeInTheDocument();
    expect(screen.queryByTestId('service-certificate-days-left')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(await serviceList()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the list before the read answers, and the line when it does', async () => {
    signInMember();
    const held = heldOperation('getLatestCertificateApplication', { ...certificateActive, expired_at: inDays(12) });
    server.use(mockOperation('getMe', meAllAgreed), held.handler);
    renderRoute('/account');
    const card = await certificateCard();
    await waitFor(() => expect(held.asked).toBe(true));
    expect(within(await serviceList()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByTestId('service-certificate-days-left')).not.toBeInTheDocument();
    held.release();
    expect(await within(card).findByTestId('service-certificate-days-left')).toHaveTextContent(
      format(ja.expiryReminder.daysLeft, { days: 12 }),
    );
  });

  it('does not ask for members who have not agreed to the certificate', async () => {
    signInMember();
    let asked = false;
    server.use(
      mockOperation('getMe', () => HttpResponse.json({ ...meAllAgreed, agreed_services: ['otc'] })),
      mockOperation('getLatestCertificateApplication', () => {
        asked = true;
        return HttpResponse.json(certificateNone, { status: 404 });
      }),
    );
    renderRoute('/account');
    expect(await certificateCard()).toBeInTheDocument();
    await act(async () => undefined);
    expect(asked).toBe(false);
  });
});
