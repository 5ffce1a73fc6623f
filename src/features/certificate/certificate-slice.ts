import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from '../../identity/actions';
import { rootReducerOf } from '../../store/root-reducer';
import type { RootState } from '../../store/types';

/** What the member typed on the apply screen. In memory only, never persisted: addresses are personal data. */
export interface CertificateState {
  /** The chosen reason id as the select holds it ('' = none chosen). */
  reasonId: string;
  addresses: Record<string, string>;
}

const initialState: CertificateState = { reasonId: '', addresses: {} };

export const certificateSlice = createSlice({
  name: 'certificate',
  initialState,
  reducers: {
    applyDraftSaved: (_state, action: PayloadAction<CertificateState>) => ({
      reasonId: action.payload.reasonId,
      addresses: { ...action.payload.addresses },
    }),
    applyDraftCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState);
  },
});

export const { applyDraftSaved, applyDraftCleared } = certificateSlice.actions;

declare module '../../store/root-reducer' {
  /** The certificate feature's own slice: injected by the feature, not listed by the store. */
  interface LazyLoadedSlices {
    certificate: CertificateState;
  }
}

/** Plugs this slice into `store` (idempotent): the apply page's loader does, before the page renders. */
export const injectCertificateSlice = (store: object) => {
  rootReducerOf(store).inject(certificateSlice);
};

/** The draft; empty until the slice is injected and has seen its first action. */
export const selectApplyDraft = (state: RootState): CertificateState => state.certificate ?? initialState;
