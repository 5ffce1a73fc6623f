import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from '../../identity/actions';

/**
 * What the member has typed on the apply screen, so that leaving for SMS setup (or anywhere else in the app) and
 * coming back loses nothing. In memory only, never persisted: addresses are personal data.
 */
export interface CertificateState {
  /** The chosen reason id as the select holds it ('' = none chosen). */
  reasonId: string;
  /** Typed addresses by form key (`addressKey(insurer member id)`). */
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
    /** After a successful application the draft has served its purpose. */
    applyDraftCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState);
  },
});

export const { applyDraftSaved, applyDraftCleared } = certificateSlice.actions;

export const selectApplyDraft = (state: { certificate: CertificateState }) => state.certificate;
