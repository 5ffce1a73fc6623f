import * as Auth from 'aws-amplify/auth';
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../mocks/mock-operation';
import { meAllAgreed, meNewMember, meOtcOnly } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { setupStore } from '../../mocks/store';
import { SignupStatus } from '../lib/signup-status';
import { memberAttributes, signInMember } from '../../mocks/amplify-session';
import {
  CURRENT_USER_TTL_MS,
  isServiceAgreed,
  isServiceAvailable,
  isServiceSignupCompleted,
  loadCurrentUser,
} from './current-user';

const load = async (store: ReturnType<typeof setupStore>, options?: { forceRefresh?: boolean }) => {
  const result = await store.dispatch(loadCurrentUser(options));
  if (!loadCurrentUser.fulfilled.match(result)) throw new Error(`not loaded: ${JSON.stringify(result.payload)}`);
  return result.payload.user;
};

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

describe('the signed-in user object', () => {
  it('offers insurer number, phone number, SMS MFA status, phone verification and per-service checks', async () => {
    signInMember();
    server.use(mockOperation('getMe', meOtcOnly));
    const user = await load(setupStore());
    expect(user.insurerNumber).toBe(meOtcOnly.insurer_number);
    expect(user.phoneNumber).toBe('+819012345678');
    expect(user.phoneNumberVerified).toBe(true);
    expect(user.smsMfaEnabled).toBe(true);
    expect(user.signupStatus).toBe(SignupStatus.ELIGIBILITY_VERIFIED);
    for (const code of ['otc', 'my-kenshin', 'eligibility-certificate'] as const) {
      expect(isServiceAvailable(user, code)).toBe((meOtcOnly.available_services ?? []).includes(code));
      expect(isServiceAgreed(user, code)).toBe((meOtcOnly.agreed_services ?? []).includes(code));
      expect(isServiceSignupCompleted(user, code)).toBe((meOtcOnly.agreed_services ?? []).includes(code));
    }
    expect(isServiceAvailable(user, 'otc')).toBe(true);
    expect(isServiceAgreed(user, 'otc')).toBe(false);
    server.use(mockOperation('getMe', meAllAgreed));
    const agreed = await load(setupStore());
    expect(isServiceAgreed(agreed, 'otc')).toBe(true);
    expect(isServiceSignupCompleted(agreed, 'otc')).toBe(true);
  });

  it('SMS MFA counts as on only when the phone is verified and SMS is preferred', async () => {
    signInMember({ ...memberAttributes, phone_number_verified: 'false' }, true);
    server.use(mockOperation('getMe', meAllAgreed));
    expect((await load(setupStore())).smsMfaEnabled).toBe(false);
    signInMember(memberAttributes, false);
    expect((await load(setupStore())).smsMfaEnabled).toBe(false);
  });

  it('no member without an insurer number has signup completed for any service', async () => {
    signInMember();
    server.use(mockOperation('getMe', () => HttpResponse.json({ ...meNewMember, agreed_services: ['otc'] })));
    const user = await load(setupStore());
    expect(user.signupStatus).toBe(SignupStatus.EMAIL_VERIFIED);
    expect(isServiceSignupCompleted(user, 'otc')).toBe(false);
  });

  it('is cached 5 minutes for the same ID token, reloaded after that, and a force refresh bypasses the cache', async () => {
    signInMember();
    let meCalls = 0;
    server.use(
      mockOperation('getMe', () => {
        meCalls += 1;
        return HttpResponse.json(meAllAgreed);
      }),
    );
    const store = setupStore();
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    await load(store);
    await load(store);
    expect(Auth.fetchUserAttributes).toHaveBeenCalledTimes(1);
    expect(meCalls).toBe(1);
    now.mockReturnValue(start + CURRENT_USER_TTL_MS - 1);
    await load(store);
    expect(meCalls).toBe(1);
    now.mockReturnValue(start + CURRENT_USER_TTL_MS + 1);
    await load(store);
    expect(meCalls).toBe(2);
    const callsBefore = jest.mocked(Auth.fetchAuthSession).mock.calls.length;
    await load(store, { forceRefresh: true });
    // The API's base query asks for the (cached) token too; the load itself forced a refresh.
    expect(jest.mocked(Auth.fetchAuthSession).mock.calls.slice(callsBefore)).toContainEqual([{ forceRefresh: true }]);
    expect(meCalls).toBe(3);
    now.mockRestore();
  });

  it('a new ID token (another member signing in) means a new load of everything, the profile included', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore();
    expect((await load(store)).insurerNumber).toBe(meAllAgreed.insurer_number);
    signInMember({ ...memberAttributes, sub: 'sub-0002', email: 'other@example.com' });
    server.use(mockOperation('getMe', meNewMember));
    const other = await load(store);
    expect(other.email).toBe('other@example.com');
    expect(other.insurerNumber).toBe(meNewMember.insurer_number ?? undefined);
    expect(Auth.fetchUserAttributes).toHaveBeenCalledTimes(2);
  });
});

describe('the reads behind the current user', () => {
  it('asks the identity service while the API client is still downloading: only /me needs the client', async () => {
    signInMember();
    server.use(mockOperation('getMe', meAllAgreed));
    const store = setupStore();
    let clientThereAtCall: boolean | undefined;
    jest.mocked(Auth.fetchUserAttributes).mockImplementation(async () => {
      clientThereAtCall = 'api' in store.getState();
      return memberAttributes;
    });
    await load(store);
    expect(clientThereAtCall).toBe(false);
  });

  it('a second load while the first one reads (the guard after the sign-in’s early start) asks nothing again', async () => {
    signInMember();
    let meCalls = 0;
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((release) => (answerMe = release));
    server.use(
      mockOperation('getMe', async () => {
        meCalls += 1;
        await meAnswered;
        return HttpResponse.json(meAllAgreed);
      }),
    );
    const store = setupStore();
    const first = load(store);
    await waitFor(() => expect(meCalls).toBe(1));
    const second = load(store);
    answerMe();
    const [one, two] = await Promise.all([first, second]);
    expect(two).toEqual(one);
    expect(Auth.fetchUserAttributes).toHaveBeenCalledTimes(1);
    expect(Auth.fetchMFAPreference).toHaveBeenCalledTimes(1);
    expect(meCalls).toBe(1);
  });
});
