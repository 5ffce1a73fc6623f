import { isTransientIdentityError } from './refresh-failure';
import { takeEarlyRead } from '../lib/boot-handoff';
import { getUserRequest, GET_USER_TARGET } from './cookie-tokens';

export {
  FRESH_FOR_MS,
  identityEndpoint,
  readCookieSession,
  type SessionToken,
  type SessionTokens,
} from './cookie-tokens';

/**
 * A page start without Amplify (issue 23 item 4): a reload of a signed-in page reads the session Amplify keeps in its
 * cookies and asks Cognito for the member's attributes itself, so the first screen does not wait for Amplify's
 * download (about 40 KB) and evaluation. Only what Amplify would answer the same way without asking anything:
 * - the tokens are read only while both stay valid for at least FRESH_FOR_MS more (Amplify's own clock drift
 *   counted); anything else (no token, a token about to expire, a forced refresh) goes to Amplify, which refreshes;
 * - GetUser is one call for both of Amplify's reads (`fetchUserAttributes` and `fetchMFAPreference` make one each),
 *   and gives the same answer or the same error (Cognito's name and message, parsed as Amplify parses them). A failure
 *   that says nothing about the session (a dropped connection, a 5xx, throttling) is not answered here: the read is
 *   made again through Amplify, with its retries.
 * A chunk of its own (`on-demand-session`), loaded from ./amplify.ts.
 */

/** A refused call, as Amplify's JSON error parser makes it: Cognito's error name and message, and the status. */
const serviceError = async (response: Response) => {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // An empty or non-JSON body (a front server's 5xx): the name stays UnknownError.
  }
  const raw = String(response.headers.get('x-amzn-errortype') ?? body.code ?? body.__type ?? 'UnknownError');
  const [clean = 'UnknownError'] = raw.split(/[,:]+/);
  const name = clean.includes('#') ? (clean.split('#')[1] ?? clean) : clean;
  const message = String(body.message ?? body.Message ?? 'Unknown error');
  return Object.assign(new Error(message), { name, $metadata: { httpStatusCode: response.status } });
};

interface GetUserAnswer {
  UserAttributes?: { Name?: string; Value?: string }[];
  PreferredMfaSetting?: string;
}

const MFA_TYPES: Record<string, string> = { SMS_MFA: 'SMS', SOFTWARE_TOKEN_MFA: 'TOTP', EMAIL_OTP: 'EMAIL' };

/** The two reads the current user needs, as Amplify's functions answer them. */
export interface UserReads {
  fetchUserAttributes: () => Promise<Record<string, string | undefined>>;
  fetchMFAPreference: () => Promise<{ preferred?: string }>;
}

/**
 * `fetchUserAttributes` and `fetchMFAPreference` from one GetUser call with the cookies' access token. A failure that
 * says nothing about the session (src/identity/refresh-failure.ts) is not answered here: `amplify()` makes the read.
 */
export const userReadsWithoutAmplify = (
  endpoint: string,
  accessToken: string,
  amplify: () => Promise<UserReads>,
  request: typeof fetch = (...args) => fetch(...args),
): UserReads => {
  let answer: Promise<GetUserAnswer> | undefined;
  const getUser = () => {
    if (answer) return answer;
    // Started by the app shell's boot script with the same token while the entry was on its way (src/boot), or now.
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
