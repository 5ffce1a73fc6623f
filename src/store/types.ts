import type { EnhancedStore, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from './api-loader';
import type { RootState } from './root-reducer';

export type { RootState };
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
/** What src/app/store.ts's setupStore makes (its return type is checked against this). */
export type AppStore = Omit<EnhancedStore<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };
