import { isTransientIdentityError } from './refresh-failure';
import { takeEarlyRead } from '../lib/boot-handoff';
import { getUserRequest, GET_USER_TARGET } from './cookie-tokens';
import { serviceError } from './service-error';

export {
  FRESH_FOR_MS,
  identityEndpoint,
  readCookieSession,
  type SessionToken,
  type SessionTokens,
} from './cookie-tokens';

/**
 * A page start without Amplify: a reload of a signed-in page reads Amplify's cookie session and asks Cognito for the
 * member itself, so the first screen does not wait for Amplify. Only what Amplify would answer the same way: tokens
 * valid for FRESH_FOR_MS more, and GetUser's answer or error as Amplify parses it. A failure that says nothing about
 * the session is left to Amplify, with its retries.
 */

interface GetUserAnswer {
  UserAttributes?: { Name?: string; Value?: string }[];
  PreferredMfaSetting?: string;
}

const MFA_TYPES: Record<string, string> = { SMS_MFA: 'SMS', SOFTWARE_TOKEN_MFA: 'TOTP', EMAIL_OTP: 'EMAIL' };

export interface UserReads {
  fetchUserAttributes: () => Promise<Record<string, string | undefined>>;
  fetchMFAPreference: () => Promise<{ preferred?: string }>;
}

/** Amplify's two user reads from one GetUser; a blip failure is left to Amplify (src/identity/refresh-failure.ts). */
export const userReadsWithoutAmplify = (
  endpoint: string,
  accessToken: string,
  amplify: () => Promise<UserReads>,
  request: typeof fetch = (...args) => fetch(...args),
): UserReads => {
  let answer: Promise<GetUserAnswer> | undefined;
  const getUser = () => {
    if (answer) return answer;
    // Possibly started already by the app shell's boot script with the same token.
    const started = takeEarlyRead({
      method: 'POST',
      url: endpoint,
      token: accessToken,
      operation: GET_USER_TARGET,
    });
    answer = (started ?? request(endpoint, getUserRequest(accessToken))).then(
      async (response) => {
        if (response.status >= 300) throw await serviceError(response);
        return (await response.json()) as GetUserAnswer;
      },
      (error: unknown) => {
        // No answer at all (a dropped connection): Amplify's NetworkError.
        throw Object.assign(new Error(error instanceof Error ? error.message : 'Network error'), {
          name: 'NetworkError',
        });
      },
    );
    return answer;
  };
  const orThroughAmplify = async <T>(read: (answer: GetUserAnswer) => T, again: (reads: UserReads) => Promise<T>) => {
    try {
      return read(await getUser());
    } catch (error) {
      if (!isTransientIdentityError(error)) throw error;
      return again(await amplify());
    }
  };
  return {
    fetchUserAttributes: () =>
      orThroughAmplify(
        ({ UserAttributes }) =>
          Object.fromEntries((UserAttributes ?? []).map(({ Name, Value }) => [Name ?? '', Value])) as Record<
            string,
            string | undefined
          >,
        (reads) => reads.fetchUserAttributes(),
      ),
    fetchMFAPreference: () =>
      orThroughAmplify(
        ({ PreferredMfaSetting }) => ({
          preferred: PreferredMfaSetting ? MFA_TYPES[PreferredMfaSetting] : undefined,
        }),
        (reads) => reads.fetchMFAPreference(),
      ),
  };
};
