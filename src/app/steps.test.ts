import { waitFor } from '@testing-library/react';
import { memberAttributes, signInMember } from '../../mocks/amplify-session';
import { certificateActive, certificateAllowed, meAllAgreed } from '../../mocks/fixtures';
import { heldOperation, mockOperation } from '../../mocks/mock-operation';
import { server } from '../../mocks/server';
import { api } from '../api';
import { userLoggedOut } from '../identity/actions';
import { loadCurrentUser } from '../identity/current-user';
import { checkSession } from '../identity/session-check';
import { startStep } from './steps';
import { setupStore } from './store';

jest.mock('aws-amplify/auth', () => ({
  ...jest.requireActual('aws-amplify/auth'),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
  fetchMFAPreference: jest.fn(),
  signOut: jest.fn(),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const signedInStore = async () => {
  const store = setupStore(undefined, { api });
  await store.dispatch(checkSession());
  await store.dispatch(loadCurrentUser());
  return store;
};

beforeEach(() => {
  jest.clearAllMocks();
  signInMember();
});

describe('a step started at the member’s intent', () => {
  it('reads nothing for a tab that holds no member yet', async () => {
    const allowed = heldOperation('getCertificateAllowedStatus', certificateAllowed);
    server.use(allowed.handler, mockOperation('getLatestCertificateApplication', certificateActive));
    const store = setupStore(undefined, { api });
    startStep(store, 'Certificate');
    await settle();
    await settle();
    expect(allowed.asked).toBe(false);
    allowed.release();
  });

  it('drops a read in flight at a sign-out: the next member’s store never holds it', async () => {
    const allowed = heldOperation('getCertificateAllowedStatus', certificateAllowed);
    server.use(
      mockOperation('getMe', meAllAgreed),
      allowed.handler,
      mockOperation('getLatestCertificateApplication', certificateActive),
    );
    const store = await signedInStore();
    startStep(store, 'Certificate');
    await waitFor(() => expect(allowed.asked).toBe(true));
    store.dispatch(userLoggedOut());
    await settle();
    signInMember({ ...memberAttributes, sub: 'sub-0002', email: 'next@example.com' });
    await store.dispatch(checkSession());
    await store.dispatch(loadCurrentUser());
    allowed.release();
    await settle();
    await settle();
    expect(JSON.stringify(store.getState().api?.queries ?? {})).not.toContain('"allowed"');
  });
});
