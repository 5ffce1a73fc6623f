import type { Environment } from '../config/env';
import { loadChunk } from '../lib/loading';
import type { SessionTokens, UserReads } from './cookie-session';
import { identityEndpoint } from './identity-endpoint';
import { hasTokenCookie } from './token-cookies';
import { openTokenWrites } from './token-gate';

export type IdentityRuntime = typeof import('./amplify-runtime');
type IdentityLocation = Pick<Location, 'hostname' | 'protocol'>;

let settings: { environment: Environment; location: IdentityLocation } | undefined;
let loading: Promise<IdentityRuntime> | undefined;
let loaded: IdentityRuntime | undefined;
const whenLoaded = new Set<(runtime: IdentityRuntime) => void>();

/** Records the environment for Amplify, which is a lazy chunk loaded on first need (`loadIdentity`). */
export const configureIdentity = (environment: Environment, location: IdentityLocation = window.location) => {
  settings = { environment, location };
  if (loaded) loaded.configureAmplify(environment, location);
};

/** Amplify's auth calls, configured; evaluated in two tasks so input and rendering get a turn in between. */
export const loadIdentity = (): Promise<IdentityRuntime> => {
  loading ??= loadChunk('identity').then(
    (runtime) => {
      if (settings) runtime.configureAmplify(settings.environment, settings.location);
      loaded = runtime;
      for (const callback of whenLoaded) callback(runtime);
      return runtime;
    },
    (error: unknown) => {
      // A failed download is tried again by the next call, not remembered.
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

const loadCookieSession = () => loadChunk('session');

/**
 * The session, as Amplify's `fetchAuthSession` answers it. At a page start, fresh tokens in its cookies are read
 * without Amplify (./cookie-session.ts), so a reload does not wait for its download.
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

/** The member's attributes and MFA preference from one GetUser (Amplify's make two), possibly sent by src/boot. */
export const memberReadsFor = async (session: SessionTokens): Promise<UserReads> => {
  const accessToken = session.tokens?.accessToken?.toString();
  if (accessToken && settings) {
    const { userReadsWithoutAmplify } = await loadCookieSession();
    const { userPoolId, userPoolEndpoint } = settings.environment.identity;
    return userReadsWithoutAmplify(identityEndpoint(userPoolId, userPoolEndpoint), accessToken, loadIdentity);
  }
  return loadIdentity();
};

/** At a key of the password: the SRP sign-in's InitiateAuth, once Amplify is here (./early-password-sign-in.ts). */
export const startEarlyPasswordSignIn = (username: string) => {
  if (!loaded || !settings) return;
  const { userPoolId, userPoolEndpoint, userPoolClientId } = settings.environment.identity;
  loaded.startEarlyPasswordSignIn(identityEndpoint(userPoolId, userPoolEndpoint), userPoolClientId, username);
};

/** Starts loading Amplify without waiting, so a submit does not wait for it. */
export const preloadIdentity = () => {
  loadIdentity().catch(() => undefined);
};

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

/** Whether the browser may hold a session; without one, session checks answer "signed out" without loading Amplify. */
export const mayHaveSession = (cookies: string = document.cookie) => loaded !== undefined || hasTokenCookie(cookies);

/** The pool, app client and endpoint the app was configured with; undefined before `configureIdentity`. */
export const identityConfiguration = () => settings?.environment.identity;

type SignInInput = Parameters<IdentityRuntime['signIn']>[0];

/**
 * A sign-in the member starts: Amplify loaded, and token writes opened again (closed at the last sign-out in this tab,
 * they would keep no tokens). Answers the step Amplify asks for next.
 */
export const startSignIn = async (input: SignInInput): Promise<string> => {
  const Auth = await loadIdentity();
  openTokenWrites();
  const result = await Auth.signIn(input);
  return result.nextStep.signInStep;
};

/** Amplify's next step under the name the flow gives it (`names`, by Amplify's step), or UNSUPPORTED for any other. */
export const nextStepOf = <Next extends string>(
  step: string,
  names: Readonly<Record<string, Next>>,
): Next | 'UNSUPPORTED' => {
  const named = Object.prototype.hasOwnProperty.call(names, step) ? names[step] : undefined;
  return named ?? 'UNSUPPORTED';
};
