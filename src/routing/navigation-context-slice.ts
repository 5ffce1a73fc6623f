import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from '../identity/actions';
import type { ServiceCode } from '../lib/service-codes';
import type { RouteName } from './route-names';

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

export const navigationContextSlice = createSlice({
  name: 'navigationContext',
  initialState,
  reducers: {
    originatingServiceSet: (state, action: PayloadAction<ServiceCode | undefined>) => {
      state.service = action.payload;
    },
    eligibilityTargetSet: (state, action: PayloadAction<EligibilityTarget | undefined>) => {
      state.eligibilityTarget = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState);
  },
});

export const { originatingServiceSet, eligibilityTargetSet } = navigationContextSlice.actions;
