import type { Environment } from '../config/env';
import { nextTask } from '../lib/run-in-steps';
import type { SessionTokens, UserReads } from './cookie-session';
import { hasTokenCookie } from './token-cookies';

export type IdentityRuntime = typeof import('./amplify-runtime');
type IdentityLocation = Pick<Location, 'hostname' | 'protocol'>;

let settings: { environment: Environment; location: IdentityLocation } | undefined;
let loading: Promise<IdentityRuntime> | undefined;
let loaded: IdentityRuntime | undefined;
const whenLoaded = new Set<(runtime: IdentityRuntime) => void>();

/**
 * Records the environment Amplify is configured for when it is first needed (`loadIdentity`). Amplify itself is a
 * lazy chunk: a visitor without a session does not need it until they sign in, sign up or reset a password.
 */
export const configureIdentity = (environment: Environment, location: IdentityLocation = window.location) => {
  settings = { environment, location };
  if (loaded) loaded.configureAmplify(environment, location);
};

/**
 * Amplify's auth calls, configured (cookie token storage per spec section 9); loads the chunk on first use and
 * evaluates it in two tasks (its core, then the auth calls), so input and rendering get a turn in between.
 */
export const loadIdentity = (): Promise<IdentityRuntime> => {
  loading ??= import(/* webpackChunkName: "on-demand-identity" */ './amplify-core')
    .then(() => nextTask())
    .then(() => import(/* webpackChunkName: "on-demand-identity" */ './amplify-runtime'))
    .then(
      (runtime) => {
        if (settings) runtime.configureAmplify(settings.environment, settings.location);
        loaded = runtime;
        for (const callback of whenLoaded) callback(runtime);
        return runtime;
      },
      (error: unknown) => {
        // A failed download (offline, a dropped connection) is tried again by the next call, not remembered.
        loading = undefined;
        throw error;
      },
    );
  return loading;
};

/** The session read without Amplify (./cookie-session.ts), a chunk of its own that the app shell preloads. */
const loadCookieSession = () => import(/* webpackChunkName: "on-demand-session" */ './cookie-session');

/**
 * The session, as Amplify's `fetchAuthSession` answers it. At a page start, before anything has loaded Amplify, tokens
 * in its cookies that stay valid for a while are read without it (./cookie-session.ts), so a reload of a signed-in
 * page does not wait for Amplify; a forced refresh, a token about to expire or no readable token goes to Amplify.
 */
export const fetchSession = async (options?: { forceRefresh?: boolean }): Promise<SessionTokens> => {
  if (!options?.forceRefresh && !loaded && settings) {
    const { readCookieSession } = await loadCookieSession();
    const session = loaded ? undefined : readCookieSession(settings.environment.identity.userPoolClientId);
    if (session) return session;
  }
  const { fetchAuthSession } = await loadIdentity();
  return fetchAuthSession(options);
};

/**
 * Amplify's two reads of the member (attributes, MFA preference) for a session `fetchSession` gave: one GetUser call
 * without Amplify when the session was read from the cookies, Amplify's own calls otherwise.
 */
export const memberReadsFor = async (session: SessionTokens): Promise<UserReads> => {
  const accessToken = session.tokens?.accessToken?.toString();
  if (session.fromCookies && accessToken && settings) {
    const { identityEndpoint, userReadsWithoutAmplify } = await loadCookieSession();
    const { userPoolId, userPoolEndpoint } = settings.environment.identity;
    return userReadsWithoutAmplify(identityEndpoint(userPoolId, userPoolEndpoint), accessToken, loadIdentity);
  }
  return loadIdentity();
};

/** Starts loading Amplify without waiting (e.g. when a sign-in form gets focus), so the submit does not wait for it. */
export const preloadIdentity = () => {
  loadIdentity().catch(() => undefined);
};

/** Runs `callback` once Amplify is loaded (at once when it is); returns a function that cancels it. */
export const onIdentityLoaded = (callback: (runtime: IdentityRuntime) => void) => {
  if (loaded) {
    callback(loaded);
    return () => undefined;
  }
  whenLoaded.add(callback);
  return () => {
    whenLoaded.delete(callback);
  };
};

/**
 * Whether the browser may hold a session: Amplify is loaded, or one of its token cookies exists. Without either,
 * Amplify would find no tokens, so session checks answer "signed out" without loading it.
 */
export const mayHaveSession = (cookies: string = document.cookie) => loaded !== undefined || hasTokenCookie(cookies);
