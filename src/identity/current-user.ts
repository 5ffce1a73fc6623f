import { createAsyncThunk } from '@reduxjs/toolkit';
import type { WhiteIdAccount } from '../api';
import type { ThunkExtra } from '../store/api-loader';
import type { AppDispatch } from '../store/types';
import { ja } from '../i18n/ja';
import type { ServiceCode } from '../lib/service-codes';
import { deriveSignupStatus, isSignupComplete, SignupStatus } from '../lib/signup-status';
import { fetchSession, memberReadsFor } from './amplify';
import type { UserReads } from './cookie-session';
import { toIdentityError, type IdentityError } from './errors';
import { MEMBER_CHANGED, memberGenerationOf, memberSeen } from './member-session';

export const CURRENT_USER_TTL_MS = 5 * 60 * 1000;

export interface CurrentUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  familyName?: string;
  givenName?: string;
  familyNameKana?: string;
  givenNameKana?: string;
  birthdate?: string;
  otcUserId?: string;
  insurerNumber?: string;
  phoneNumber?: string;
  phoneNumberVerified: boolean;
  smsMfaEnabled: boolean;
  signupStatus: SignupStatus;
  availableServices: ServiceCode[];
  agreedServices: ServiceCode[];
  profile: WhiteIdAccount;
}

export const isServiceAvailable = (user: CurrentUser, code: ServiceCode) => user.availableServices.includes(code);
export const isServiceAgreed = (user: CurrentUser, code: ServiceCode) => user.agreedServices.includes(code);
export const isServiceSignupCompleted = (user: CurrentUser, code: ServiceCode) =>
  isSignupComplete(user.signupStatus, code, user.agreedServices);

const attr = (attributes: Record<string, string | undefined>, key: string) => attributes[key] || undefined;

interface ThunkState {
  currentUser: { user?: CurrentUser; cacheKey?: string; loadedAt?: number };
  auth?: { userId?: string };
  memberSession?: { generation: number };
}

/** Cache key: the ID token itself identifies the session; a new token (refresh, sign-in) means a new load. */
const tokenKey = (payload: Record<string, unknown>) =>
  `${String(payload.sub)}:${String(payload.iat)}:${String(payload.auth_time)}`;

type CoreApi = Awaited<ReturnType<ThunkExtra['loadApi']>>;

/** The reads behind a current user, started together: only /me waits for the API client's download. */
const readMember = (
  identity: UserReads,
  loadApi: () => Promise<CoreApi>,
  readMe: (api: CoreApi) => Promise<WhiteIdAccount>,
) => Promise.all([identity.fetchUserAttributes(), identity.fetchMFAPreference(), loadApi().then(readMe)]);

/**
 * The reads in flight per store, by member generation and token: a second load of the same member and token joins
 * them instead of asking again. A forced refresh never joins.
 */
const memberReads = new WeakMap<object, { key: string; reads: ReturnType<typeof readMember> }>();

export const loadCurrentUser = createAsyncThunk<
  { user: CurrentUser; cacheKey: string; loadedAt: number },
  { forceRefresh?: boolean } | void,
  { rejectValue: IdentityError; state: ThunkState; dispatch: AppDispatch; extra: ThunkExtra }
>('identity/session/loadCurrentUser', async (options, { dispatch, getState, rejectWithValue, extra }) => {
  let generation = memberGenerationOf(getState());
  const memberChanged = () => memberGenerationOf(getState()) !== generation;
  try {
    const forceRefresh = options?.forceRefresh ?? false;
    const session = await fetchSession({ forceRefresh });
    const identityReads = await memberReadsFor(session);
    if (memberChanged()) return rejectWithValue(MEMBER_CHANGED);
    const idToken = session.tokens?.idToken;
    if (!idToken) return rejectWithValue({ name: 'NoIdTokenError', message: ja.errors.noIdToken });
    // The tokens name the member: another member still in memory is wiped first, and this load belongs to this one.
    dispatch(memberSeen(String(idToken.payload.sub)));
    generation = memberGenerationOf(getState());
    const cacheKey = tokenKey(idToken.payload);
    const cached = getState().currentUser;
    if (
      !forceRefresh &&
      cached.user &&
      cached.cacheKey === cacheKey &&
      Date.now() - (cached.loadedAt ?? 0) < CURRENT_USER_TTL_MS
    ) {
      return { user: cached.user, cacheKey, loadedAt: cached.loadedAt ?? Date.now() };
    }
    const key = `${generation}:${cacheKey}`;
    const running = forceRefresh ? undefined : memberReads.get(extra);
    const reads =
      running?.key === key
        ? running.reads
        : readMember(
            identityReads,
            () => extra.loadApi(),
            (api) => {
              const cachedMe = api.endpoints.getMe.select()(
                getState() as unknown as Parameters<ReturnType<typeof api.endpoints.getMe.select>>[0],
              );
              const meIsStale = Date.now() - (cachedMe.fulfilledTimeStamp ?? 0) >= CURRENT_USER_TTL_MS;
              // The API cache holds only this member's answers (reset at every end of session) and member writes
              // invalidate 'Me'.
              return dispatch(
                api.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: forceRefresh || meIsStale }),
              ).unwrap();
            },
          );
    if (!forceRefresh && running?.key !== key) {
      const entry = { key, reads };
      memberReads.set(extra, entry);
      const forget = () => {
        if (memberReads.get(extra) === entry) memberReads.delete(extra);
      };
      reads.then(forget, forget);
    }
    const [attributes, mfa, profile] = await reads;
    if (memberChanged()) return rejectWithValue(MEMBER_CHANGED);
    const emailVerified = attributes.email_verified === 'true';
    const insurerNumber = profile.insurer_number ?? undefined;
    const user: CurrentUser = {
      sub: String(idToken.payload.sub),
      email: attr(attributes, 'email') ?? profile.email,
      emailVerified,
      name: attr(attributes, 'name'),
      familyName: attr(attributes, 'family_name'),
      givenName: attr(attributes, 'given_name'),
      familyNameKana: attr(attributes, 'custom:family_name_kana'),
      givenNameKana: attr(attributes, 'custom:given_name_kana'),
      birthdate: attr(attributes, 'birthdate'),
      otcUserId: attr(attributes, 'custom:otc_user_id'),
      insurerNumber,
      phoneNumber: attr(attributes, 'phone_number'),
      phoneNumberVerified: attributes.phone_number_verified === 'true',
      smsMfaEnabled: attributes.phone_number_verified === 'true' && mfa.preferred === 'SMS',
      signupStatus: deriveSignupStatus({ emailVerified, insurerNumber }),
      availableServices: [...(profile.available_services ?? [])],
      agreedServices: [...(profile.agreed_services ?? [])],
      profile,
    };
    return { user, cacheKey, loadedAt: Date.now() };
  } catch (error) {
    return rejectWithValue(memberChanged() ? MEMBER_CHANGED : toIdentityError(error));
  }
});
