import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from '../identity/actions';
import { parseServiceCode, type ServiceCode } from '../lib/service-codes';
import { isRouteName, type RouteName } from './route-names';

/** A route the eligibility guard interrupted: a route name and its query, never a URL, so it cannot lead off-site. */
export interface EligibilityTarget {
  name: RouteName;
  search: string;
}

/** Where the member came from and where to go back to: route names and service codes only, never personal data. */
export interface NavigationContextState {
  service?: ServiceCode;
  eligibilityTarget?: EligibilityTarget;
}

const initialState: NavigationContextState = {};

/** redux-persist's key (sessionStorage `persist:portal.navigation`); purged on every end of a session. */
export const NAVIGATION_PERSIST_KEY = 'portal.navigation';

/**
 * A known route (not Root) and its query, else dropped: a search extending the path (Root + '/evil.example') could
 * lead off-site.
 */
export const safeEligibilityTarget = (value: unknown): EligibilityTarget | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const { name, search } = value as { name?: unknown; search?: unknown };
  if (!isRouteName(name) || name === 'Root' || typeof search !== 'string') return undefined;
  if (search !== '' && !search.startsWith('?')) return undefined;
  return { name, search };
};

/** What sessionStorage gives back on a reload is checked like any outside input (the persist config's migrate step). */
export const sanitizeNavigationContext = <T extends object>(restored: T | undefined): T | undefined => {
  if (!restored) return restored;
  const { service, eligibilityTarget, ...rest } = restored as T & NavigationContextState;
  const safeService = parseServiceCode(service);
  const safeTarget = safeEligibilityTarget(eligibilityTarget);
  return {
    ...rest,
    ...(safeService ? { service: safeService } : {}),
    ...(safeTarget ? { eligibilityTarget: safeTarget } : {}),
  } as unknown as T;
};

export const navigationContextSlice = createSlice({
  name: 'navigationContext',
  initialState,
  reducers: {
    originatingServiceSet: (state, action: PayloadAction<ServiceCode | undefined>) => {
      state.service = action.payload;
    },
    eligibilityTargetSet: (state, action: PayloadAction<EligibilityTarget | undefined>) => {
      state.eligibilityTarget = safeEligibilityTarget(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState);
  },
});

declare module '../store/root-reducer' {
  interface StaticSlices {
    navigationContext: NavigationContextState;
  }
}

export const { originatingServiceSet, eligibilityTargetSet } = navigationContextSlice.actions;

type WithNavigationContext = { navigationContext: NavigationContextState };

/** The service the member came from (`?service=` or navigation state), kept across the sign-in. */
export const selectOriginatingService = (state: WithNavigationContext) => state.navigationContext.service;
export const selectEligibilityTarget = (state: WithNavigationContext) => state.navigationContext.eligibilityTarget;
