import { waitFor } from '@testing-library/react';
import * as Auth from 'aws-amplify/auth';
import { certificateActive, certificateAllowed, meAllAgreed } from '../../mocks/fixtures';
import { heldOperation, mockOperation } from '../../mocks/mock-operation';
import { loadCurrentUser } from '../identity/current-user';
import { server } from '../../mocks/server';
import { signInMember } from '../../mocks/amplify-session';
import { createMemoryRouter } from 'react-router-dom';
import * as amplify from '../identity/amplify';
import * as apiLoader from '../store/api-loader';
import * as loading from '../lib/loading';
import { appRoutes, createAppRouter, warmUpPage } from './router';
import { setupStore } from './store';
import { clearCookies } from '../../mocks/token-cookie';

describe('the loader of a signed-in page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    // Amplify stays loaded between the tests of this file: no session is left for the next one.
    jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
  });

  it('starts the API client at once for a member who may be signed in, not after the restore, and not Amplify', async () => {
    const preloadIdentity = jest.spyOn(amplify, 'preloadIdentity').mockImplementation(() => undefined);
    // The member reads started beside the downloads wait for Amplify here: it stays unloaded for the next test.
    jest.spyOn(amplify, 'loadIdentity').mockReturnValue(new Promise(() => undefined));
    const ensureApi = jest.spyOn(apiLoader, 'ensureApi');
    // The navigation context's restore (src/main.tsx) has not finished: the guards wait for it, the downloads do not.
    const ready = new Promise<void>(() => undefined);
    const router = createMemoryRouter(appRoutes(setupStore(), { ready }), { initialEntries: ['/account'] });
    await waitFor(() => expect(ensureApi).toHaveBeenCalled());
    // A session in Amplify's cookies is read without it (src/identity/cookie-session.ts): the loader does not fetch it.
    expect(preloadIdentity).not.toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });

  it('downloads nothing ahead for a visitor without a token cookie (the guard sends them to sign-in)', async () => {
    clearCookies();
    const preloadIdentity = jest.spyOn(amplify, 'preloadIdentity').mockImplementation(() => undefined);
    const ensureApi = jest.spyOn(apiLoader, 'ensureApi');
    const router = createMemoryRouter(appRoutes(setupStore()), { initialEntries: ['/account'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(preloadIdentity).not.toHaveBeenCalled();
    expect(ensureApi).not.toHaveBeenCalled();
    router.dispose();
  });

  // Last: it loads Amplify, after which this module counts every visitor as one who may hold a session.
  it('on the first signed-in page of a visit, asks for /me and the identity attributes at once, side by side', async () => {
    signInMember();
    // Both answers are held: each request is seen before either answers, and before the restore lets the guards run.
    const me = heldOperation('getMe', meAllAgreed);
    server.use(me.handler);
    jest.mocked(Auth.fetchUserAttributes).mockImplementation(async () => {
      await me.released;
      return {};
    });
    let restored: () => void = () => undefined;
    const ready = new Promise<void>((release) => (restored = release));
    const router = createMemoryRouter(appRoutes(setupStore(), { ready }), { initialEntries: ['/account'] });
    await waitFor(() => expect(me.asked).toBe(true));
    expect(Auth.fetchUserAttributes).toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);
    me.release();
    restored();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    // The guard's own load joined the reads: /me and the attributes were asked once.
    expect(Auth.fetchUserAttributes).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});

describe('a signed-in step', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks for a page’s reads with its download, not once the download has arrived', async () => {
    signInMember();
    const allowed = heldOperation('getCertificateAllowedStatus', certificateAllowed);
    const latest = heldOperation('getLatestCertificateApplication', certificateActive);
    server.use(mockOperation('getMe', meAllAgreed), allowed.handler, latest.handler);
    const store = setupStore();
    await store.dispatch(loadCurrentUser());
    const loadChunk = loading.loadChunk;
    // The certificate page's download never arrives.
    jest
      .spyOn(loading, 'loadChunk')
      .mockImplementation(((name: loading.ChunkName) =>
        name === 'Certificate' ? new Promise(() => undefined) : loadChunk(name)) as typeof loadChunk);
    const router = createMemoryRouter(appRoutes(store), { initialEntries: ['/eligibility-certificate/certificate'] });
    await waitFor(() => expect(allowed.asked && latest.asked).toBe(true));
    expect(router.state.initialized).toBe(false);
    allowed.release();
    latest.release();
    router.dispose();
  });
});

describe('warmUpPage: the page’s warm-up while React hydrates it', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('starts the sign-in form’s downloads on /signin (Amplify, the signed-in page’s code) and nothing on a page without one', async () => {
    const preloadIdentity = jest.spyOn(amplify, 'preloadIdentity').mockImplementation(() => undefined);
    const signin = createMemoryRouter(appRoutes(setupStore()), { initialEntries: ['/signin'] });
    warmUpPage(signin);
    await waitFor(() => expect(preloadIdentity).toHaveBeenCalledTimes(1));

    const policy = createMemoryRouter(appRoutes(setupStore()), {
      initialEntries: ['/policies/eligibility-certificate/privacy-policy'],
    });
    const loadChunk = jest.spyOn(loading, 'loadChunk');
    warmUpPage(policy);
    expect(loadChunk).toHaveBeenLastCalledWith('CertificatePrivacyPolicy');
    // The page's module has arrived and warmUpPage has run its warm-up, if it had one: warmUpPage's callback was
    // chained to this same promise first, so it ran before this await returns.
    await loadChunk.mock.results.at(-1)?.value;
    expect(preloadIdentity).toHaveBeenCalledTimes(1);
  });
});

describe('createAppRouter', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('makes the router without its first navigation, which initialize() starts (two steps of the entry)', async () => {
    window.history.replaceState(null, '', '/signin');
    const loadChunk = jest.spyOn(loading, 'loadChunk');
    const router = createAppRouter(setupStore({ auth: { status: 'signedOut' } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadChunk).not.toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);

    router.initialize();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(loadChunk).toHaveBeenCalledWith('Signin');
    expect(router.state.location.pathname).toBe('/signin');
    router.dispose();
  });
});
