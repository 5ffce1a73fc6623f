import { waitFor } from '@testing-library/react';
import { meEligibleNoneAgreed } from '../../mocks/fixtures';
import { setupPersistor } from './persistor';
import { setupStore } from '../../mocks/store';
import { SignupStatus } from '../lib/signup-status';
import {
  eligibilityTargetSet,
  originatingServiceSet,
  selectOriginatingService,
} from '../routing/navigation-context-slice';

const KEY = 'persist:portal.navigation';

const storedKeys = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index));

describe('navigation context persistence', () => {
  it('writes only the service code and the interrupted route name to sessionStorage, and nothing to localStorage', async () => {
    const store = setupStore({
      // A signed-in member in memory: none of it may reach storage.
      currentUser: {
        status: 'loaded',
        user: {
          sub: 'sub-0001',
          email: 'taro.yamada@example.com',
          emailVerified: true,
          phoneNumberVerified: false,
          smsMfaEnabled: false,
          signupStatus: SignupStatus.ELIGIBILITY_VERIFIED,
          availableServices: ['otc'],
          agreedServices: [],
          profile: meEligibleNoneAgreed,
        },
        cacheKey: 'sub-0001:1:1',
        loadedAt: 1,
      },
    });
    const persistor = setupPersistor(store);
    store.dispatch(originatingServiceSet('otc'));
    store.dispatch(eligibilityTargetSet({ name: 'OtcSignin', search: '?service=otc' }));
    // Written once rehydration has run (asynchronously, as on a real page load).
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('OtcSignin'));
    expect(storedKeys(sessionStorage)).toEqual([KEY]);
    expect(storedKeys(localStorage)).toEqual([]);
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'eligibilityTarget', 'service']);
    expect(JSON.parse(stored.service ?? 'null')).toBe('otc');
    expect(JSON.parse(stored.eligibilityTarget ?? 'null')).toEqual({ name: 'OtcSignin', search: '?service=otc' });
    expect(sessionStorage.getItem(KEY)).not.toContain('taro');
    persistor.pause();
  });

  it('restores the service after a reload (a new store over the same sessionStorage)', async () => {
    const first = setupStore();
    const firstPersistor = setupPersistor(first);
    first.dispatch(originatingServiceSet('my-kenshin'));
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('my-kenshin'));
    firstPersistor.pause();

    const second = setupStore();
    setupPersistor(second);
    await waitFor(() => expect(selectOriginatingService(second.getState())).toBe('my-kenshin'));
  });
});
