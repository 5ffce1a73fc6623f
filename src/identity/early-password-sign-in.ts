import { answerOf, initiateBody, type SignedIn } from './early-sign-in';
import { cognitoRequest } from './identity-endpoint';
import { passwordClaim } from './srp/password-claim';
import { giveSrpPair, holdSrpPair, precomputeSrpPair, workerS } from './srp/srp-pairs';
import type { SrpPair } from './srp/srp-math';

/**
 * The SRP sign-in's InitiateAuth, sent while the password is typed: it needs the username and the worker's `A`, not the
 * password. At Enter, Amplify's sign-in of that member takes the pair, so its InitiateAuth is the one sent and takes
 * its answer (./attempts.ts). Unused for EARLY_ANSWER_TTL_MS (inside Cognito's 3-minute session), it is dropped.
 * The boot script's copy (src/boot) and the app's share the request on the page's window: once per address. At the
 * submit the boot script carries it on to RespondToAuthChallenge (carryOnEarlyPasswordSignIn).
 */

export const EARLY_ANSWER_TTL_MS = 30_000;

interface EarlyStart {
  username: string;
  pair: SrpPair;
  url: string;
  body: string;
  answer: Promise<Response>;
  clientId: string;
  /** Amplify's sign-in of this member took the pair. */
  claimed: boolean;
  /** RespondToAuthChallenge carried on at the submit: its response, or undefined when it was not sent. */
  respond?: Promise<Response | undefined>;
}

interface Carried {
  url: string;
  respond: Promise<Response | undefined>;
}

const EARLY_KEY = '__portalEarlyPassword';
const CARRIED_KEY = '__portalCarriedPassword';
type Holder = typeof globalThis & { [EARLY_KEY]?: EarlyStart; [CARRIED_KEY]?: Carried };
const holder = () => globalThis as Holder;

/** At a key of the password, with a whole address (`username`, normalised) and a pair ready: once per address. */
export const startEarlyPasswordSignIn = (endpoint: string, clientId: string, username: string): boolean => {
  if (!username) return false;
  const early = holder()[EARLY_KEY];
  if (early && !early.claimed) {
    if (early.username === username) return false;
    delete holder()[EARLY_KEY];
    giveSrpPair(undefined);
    precomputeSrpPair();
  }
  const pair = holdSrpPair();
  if (!pair) return false;
  const url = new URL(endpoint).href;
  const body = initiateBody('USER_SRP_AUTH', { USERNAME: username, SRP_A: pair.A }, clientId);
  const answer = fetch(url, cognitoRequest('InitiateAuth', body));
  answer.catch(() => undefined);
  const start: EarlyStart = { username, pair, url, body, answer, clientId, claimed: false };
  holder()[EARLY_KEY] = start;
  setTimeout(() => {
    if (holder()[EARLY_KEY] !== start) return;
    delete holder()[EARLY_KEY];
    giveSrpPair(undefined);
  }, EARLY_ANSWER_TTL_MS);
  return true;
};

/**
 * At the form's submit, before the app's handler: the PASSWORD_VERIFIER answer for the request sent for `username`
 * (./srp/password-claim.ts), which Amplify's RespondToAuthChallenge takes (takeEarlyPasswordRespond); `signedIn` gets
 * the tokens. Nothing (undefined) once Amplify has claimed the request; else settles once its last request has left.
 */
export const carryOnEarlyPasswordSignIn = (
  username: string,
  password: string,
  poolName: string,
  signedIn: SignedIn,
): Promise<void> | undefined => {
  const early = holder()[EARLY_KEY];
  if (!early || early.claimed || early.respond || early.username !== username || !password) return undefined;
  const { pair, url, clientId } = early;
  // Registered before Amplify takes the answer: the copy is read before Amplify reads the response.
  const request = early.answer
    .then(answerOf)
    .then(async (answer) => {
      const challenge = answer?.ChallengeName === 'PASSWORD_VERIFIER' ? answer.ChallengeParameters : undefined;
      const { USER_ID_FOR_SRP: userIdForSrp, SRP_B: B, SALT: salt, SECRET_BLOCK: secretBlock } = challenge ?? {};
      if (!userIdForSrp || !B || !salt || !secretBlock) return undefined;
      const claim = await passwordClaim({ ...pair, poolName, userIdForSrp, password, B, salt, secretBlock }, workerS);
      if (!claim) return undefined;
      const responses = {
        USERNAME: userIdForSrp,
        PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
        TIMESTAMP: claim.timestamp,
        PASSWORD_CLAIM_SIGNATURE: claim.signature,
      };
      return JSON.stringify({
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: responses,
        Session: answer?.Session,
        ClientId: clientId,
      });
    })
    .catch(() => undefined);
  early.respond = request.then((body) =>
    body === undefined
      ? undefined
      : fetch(url, cognitoRequest('RespondToAuthChallenge', body)).then(async (response) => {
          // Amplify gets the answer once the member's reads are on offer, so the app takes them.
          const result = await answerOf(response)?.catch(() => undefined);
          const tokens = result?.AuthenticationResult;
          if (tokens?.AccessToken && tokens.IdToken) signedIn(tokens.AccessToken, tokens.IdToken);
          return response;
        }),
  );
  return early.respond.then(
    () => undefined,
    () => undefined,
  );
};

/** Before Amplify starts a sign-in: the same member's SRP sign-in takes the pair; any other drops it. */
export const claimEarlyPasswordSignIn = (username: string, srp: boolean) => {
  delete holder()[CARRIED_KEY];
  const early = holder()[EARLY_KEY];
  const claimed = early && srp && !early.claimed && early.username === username ? early : undefined;
  if (claimed) claimed.claimed = true;
  else delete holder()[EARLY_KEY];
  giveSrpPair(claimed?.pair);
};

/** The answer, once, for Amplify's InitiateAuth that is exactly the request sent (after the claim). */
export const takeEarlyPasswordAnswer = (url: string, body: string): Promise<Response> | undefined => {
  const taken = holder()[EARLY_KEY];
  if (!taken?.claimed || taken.body !== body || taken.url !== url) return undefined;
  delete holder()[EARLY_KEY];
  if (taken.respond) holder()[CARRIED_KEY] = { url, respond: taken.respond };
  return taken.answer;
};

/** The carried-on answer, once, for Amplify's RespondToAuthChallenge of the same sign-in (PASSWORD_VERIFIER, same URL). */
export const takeEarlyPasswordRespond = (url: string, body: string): Promise<Response | undefined> | undefined => {
  const carried = holder()[CARRIED_KEY];
  if (!carried || carried.url !== url || !body.includes('"ChallengeName":"PASSWORD_VERIFIER"')) return undefined;
  delete holder()[CARRIED_KEY];
  return carried.respond;
};
