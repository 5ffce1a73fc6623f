import { initiateBody } from './early-sign-in';
import { cognitoRequest } from './identity-endpoint';
import { giveSrpPair, holdSrpPair, precomputeSrpPair } from './srp/srp-pairs';
import type { SrpPair } from './srp/srp-math';

/**
 * The SRP sign-in's InitiateAuth, sent while the password is typed: it needs the username and the worker's `A`, not the
 * password. At Enter, Amplify's sign-in of that member takes the pair, so its InitiateAuth is the one sent and takes
 * its answer (./attempts.ts). Unused for EARLY_ANSWER_TTL_MS (inside Cognito's 3-minute session), it is dropped.
 * The boot script's copy (src/boot) and the app's share the request on the page's window: once per address.
 */

export const EARLY_ANSWER_TTL_MS = 30_000;

interface EarlyStart {
  username: string;
  pair: SrpPair;
  url: string;
  body: string;
  answer: Promise<Response>;
  /** Amplify's sign-in of this member took the pair. */
  claimed: boolean;
}

const EARLY_KEY = '__portalEarlyPassword';
type Holder = typeof globalThis & { [EARLY_KEY]?: EarlyStart };
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
  const start: EarlyStart = { username, pair, url, body, answer, claimed: false };
  holder()[EARLY_KEY] = start;
  setTimeout(() => {
    if (holder()[EARLY_KEY] !== start) return;
    delete holder()[EARLY_KEY];
    giveSrpPair(undefined);
  }, EARLY_ANSWER_TTL_MS);
  return true;
};

/** Before Amplify starts a sign-in: the same member's SRP sign-in takes the pair; any other drops it. */
export const claimEarlyPasswordSignIn = (username: string, srp: boolean) => {
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
  return taken.answer;
};
