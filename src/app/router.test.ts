import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import * as amplify from '../identity/amplify';
import * as apiLoader from '../store/api-loader';
import { appRoutes } from './router';
import { setupStore } from './store';
import { clearCookies } from '../../mocks/token-cookie';

describe('the loader of a signed-in page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts the API client and Amplify at once for a member who may be signed in, not after the restore', async () => {
    const preloadIdentity = jest.spyOn(amplify, 'preloadIdentity').mockImplementation(() => undefined);
    const ensureApi = jest.spyOn(apiLoader, 'ensureApi');
    // The navigation context's restore (src/main.tsx) has not finished: the guards wait for it, the downloads do not.
    const ready = new Promise<void>(() => undefined);
    const router = createMemoryRouter(appRoutes(setupStore(), { ready }), { initialEntries: ['/account'] });
    await waitFor(() => expect(preloadIdentity).toHaveBeenCalled());
    expect(ensureApi).toHaveBeenCalled();
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
});
