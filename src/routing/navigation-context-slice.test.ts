import { waitFor } from '@testing-library/react';
import { setupPersistor } from '../app/persistor';
import { setupStore } from '../../mocks/store';
import {
  eligibilityTargetSet,
  navigationContextSlice,
  safeEligibilityTarget,
  sanitizeNavigationContext,
  selectEligibilityTarget,
  selectOriginatingService,
} from './navigation-context-slice';

const KEY = 'persist:portal.navigation';

/** Targets no guard records; each would navigate off-site or to a path no route has if it were followed. */
const HOSTILE_TARGETS = [
  { name: 'Root', search: '/evil.example' },
  { name: 'Root', search: '\\evil.example' },
  { name: 'AccountHome', search: '//evil.example' },
  { name: 'AccountHome', search: '/../..//evil.example' },
  { name: '//evil.example', search: '' },
  { name: 'https://evil.example', search: '' },
  { name: 'javascript:alert(1)', search: '' },
  { name: 'NotFound', search: '' },
  { name: '__proto__', search: '' },
  { name: 'toString', search: '' },
  { name: 'AccountSettings', search: 42 },
  { name: 'AccountSettings' },
  'AccountSettings',
  null,
];

describe('safeEligibilityTarget', () => {
  it('keeps a known route with an empty or ?-query', () => {
    expect(safeEligibilityTarget({ name: 'ChangeUserInfo', search: '' })).toEqual({
      name: 'ChangeUserInfo',
      search: '',
    });
    expect(safeEligibilityTarget({ name: 'OtcSignin', search: '?service=otc&returnTo=%2F%2Fevil.example' })).toEqual({
      name: 'OtcSignin',
      search: '?service=otc&returnTo=%2F%2Fevil.example',
    });
  });

  it.each(HOSTILE_TARGETS.map((target) => [JSON.stringify(target), target]))('drops %s', (_label, target) => {
    expect(safeEligibilityTarget(target)).toBeUndefined();
  });

  it('is applied when the guard sets a target', () => {
    const state = navigationContextSlice.reducer(
      {},
      eligibilityTargetSet({ name: 'Root', search: '/evil.example' } as never),
    );
    expect(state.eligibilityTarget).toBeUndefined();
  });
});

describe('sanitizeNavigationContext', () => {
  it('keeps a service code and a safe target, drops the rest, keeps _persist', () => {
    const persist = { version: -1, rehydrated: true };
    expect(
      sanitizeNavigationContext({
        service: 'otc',
        eligibilityTarget: { name: 'AccountSettings', search: '' },
        _persist: persist,
      }),
    ).toEqual({
      service: 'otc',
      eligibilityTarget: { name: 'AccountSettings', search: '' },
      _persist: persist,
    });
    expect(
      sanitizeNavigationContext({
        service: '//evil.example',
        eligibilityTarget: { name: 'Root', search: '/evil.example' },
        _persist: persist,
      }),
    ).toEqual({
      _persist: persist,
    });
    expect(sanitizeNavigationContext(undefined)).toBeUndefined();
  });

  it('is what a new store restores from a planted sessionStorage entry', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        service: JSON.stringify('https://evil.example'),
        eligibilityTarget: JSON.stringify({ name: 'Root', search: '/evil.example' }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const store = setupStore();
    const persistor = setupPersistor(store);
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(selectOriginatingService(store.getState())).toBeUndefined();
    expect(selectEligibilityTarget(store.getState())).toBeUndefined();
    persistor.pause();
    sessionStorage.clear();
  });

  it('restores a genuine target after a reload', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        service: JSON.stringify('my-kenshin'),
        eligibilityTarget: JSON.stringify({ name: 'ChangeUserInfo', search: '?service=my-kenshin' }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const store = setupStore();
    const persistor = setupPersistor(store);
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(selectOriginatingService(store.getState())).toBe('my-kenshin');
    expect(selectEligibilityTarget(store.getState())).toEqual({
      name: 'ChangeUserInfo',
      search: '?service=my-kenshin',
    });
    persistor.pause();
    sessionStorage.clear();
  });
});
