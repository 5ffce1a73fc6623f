import { act, screen, waitFor } from '@testing-library/react';
import { meAllAgreed } from '../../../mocks/fixtures';
import { heldOperation } from '../../../mocks/mock-operation';
import { signInMember } from '../../../mocks/amplify-session';
import { renderWithProviders } from '../../../mocks/render';
import { server } from '../../../mocks/server';
import { api } from '../../api';
import { setupStore } from '../../../mocks/store';
import { ja } from '../../i18n/ja';
import * as amplify from '../../identity/amplify';
import type { CurrentUser } from '../../identity/current-user';
import { SignupStatus } from '../../lib/signup-status';
import * as paint from '../../lib/yield-to-paint';
import { selectApiReadsPending } from '../../store/api-loader';
import { Header } from './Header';

const member: CurrentUser = {
  sub: 'sub-0001',
  email: 'taro.yamada@example.com',
  emailVerified: true,
  name: '山田 太郎',
  insurerNumber: '06139992',
  phoneNumberVerified: false,
  smsMfaEnabled: false,
  signupStatus: SignupStatus.ELIGIBILITY_VERIFIED,
  availableServices: ['otc', 'my-kenshin', 'eligibility-certificate'],
  agreedServices: ['otc', 'my-kenshin', 'eligibility-certificate'],
  profile: meAllAgreed,
};

describe('the header of a signed-in page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('fetches Amplify once the page has shown its data: not beside a read still on its way, and after the frame that shows it', async () => {
    signInMember();
    const preloadIdentity = jest.spyOn(amplify, 'preloadIdentity').mockImplementation(() => undefined);
    let painted: () => void = () => undefined;
    const presented = jest
      .spyOn(paint, 'contentPresented')
      .mockImplementation(() => new Promise<void>((resolve) => (painted = resolve)));
    const me = heldOperation('getMe', meAllAgreed);
    server.use(me.handler);
    const store = setupStore(
      { auth: { status: 'signedIn', userId: member.sub }, currentUser: { status: 'loaded', user: member } },
      { api },
    );
    const read = store.dispatch(api.endpoints.getMe.initiate());
    renderWithProviders(<Header />, { store });
    // The member is known (the header shows them) while the page's read is on its way: Amplify waits.
    expect(screen.getByRole('link', { name: ja.shell.settings })).toBeInTheDocument();
    await waitFor(() => expect(me.asked).toBe(true));
    // The header has rendered, and run its effects, for the store as it is now: the read still pending.
    await act(async () => undefined);
    expect(selectApiReadsPending(store.getState())).toBe(true);
    expect(presented).not.toHaveBeenCalled();
    expect(preloadIdentity).not.toHaveBeenCalled();

    me.release();
    await act(async () => {
      await read;
    });
    // The read has answered: Amplify comes once the frame that shows its answer is on screen.
    await waitFor(() => expect(presented).toHaveBeenCalledTimes(1));
    expect(preloadIdentity).not.toHaveBeenCalled();
    await act(async () => painted());
    expect(preloadIdentity).toHaveBeenCalledTimes(1);
    read.unsubscribe();
  });
});
