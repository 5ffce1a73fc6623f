import { userLoggedOut } from '../../identity/actions';
import { applyDraftCleared, applyDraftSaved, certificateSlice } from './certificate-slice';

const reducer = certificateSlice.reducer;
const typed = { reasonId: '2', addresses: { m1001: '東京都千代田区', m1002: '' } };

describe('certificate slice', () => {
  it('starts empty', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual({ reasonId: '', addresses: {} });
  });

  it('holds the draft as typed (a copy, so later edits of the source object do not leak in)', () => {
    const source = { ...typed, addresses: { ...typed.addresses } };
    const state = reducer(undefined, applyDraftSaved(source));
    source.addresses.m1001 = 'changed';
    expect(state).toEqual(typed);
  });

  it.each([
    ['applyDraftCleared', applyDraftCleared()],
    ['userLoggedOut', userLoggedOut()],
  ])('forgets the draft on %s', (_name, action) => {
    const state = reducer(reducer(undefined, applyDraftSaved(typed)), action);
    expect(state).toEqual({ reasonId: '', addresses: {} });
  });
});
