import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { issueSignIn, type Handler, type ProxyContext } from '../context';
import { attribute, type UserRecord } from '../directory';
import type { Json } from '../emulator';
import { storedPassword } from '../emulator-store';
import { CognitoError, incorrectCredentials, invalidParameter } from '../errors';
import type { AuthenticationResult } from '../tokens';
import { continueSignIn, startSrp } from './sign-in';
import {
  ceremonyOrigin,
  descriptor,
  parseCredential,
  relyingPartyMismatch,
  userHandleOf,
  webAuthnEnabled,
} from './webauthn';

/**
 * Cognito's choice-based sign-in, which cognito-local does not have: InitiateAuth USER_AUTH (the preferred first
 * factor, else SELECT_CHALLENGE with the member's AvailableChallenges) and RespondToAuthChallenge SELECT_CHALLENGE /
 * WEB_AUTHN. A passkey assertion is verified with @simplewebauthn/server: the challenge this proxy issued for the
 * Session (one answer each), the page's origin against the relying party, the RP ID hash, the signature against the
 * registered public key, the signature counter and user verification. A verified sign-in gets its tokens from
 * cognito-local (the same issuer as SRP's) through the proxy's token corrections. Registering a passkey is
 * ./webauthn-credentials.ts.
 */

const sessionExpired = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
/** A sign-in assertion that does not verify (challenge, signature, counter, user verification, unknown credential). */
const assertionRefused = () => new CognitoError('NotAuthorizedException', 'WebAuthn authentication failed.');

type Params = Record<string, string | undefined>;

/** The member's SMS two-step is on: a passkey may stand in for it only where the pool says so (docs/architecture.md). */
const smsTwoStepOn = (context: ProxyContext, poolId: string, user: UserRecord) =>
  context.mfaPreferences.get(poolId, user.username).enabled && attribute(user, 'phone_number') !== undefined;

const passkeyAvailable = (context: ProxyContext, poolId: string, user: UserRecord) => {
  if (!webAuthnEnabled(context) || context.passkeys.credentials.list(poolId, user.username).length === 0) return false;
  return (
    !smsTwoStepOn(context, poolId, user) ||
    context.passkeys.settings.factorConfiguration === 'MULTI_FACTOR_WITH_USER_VERIFICATION'
  );
};

/** What this member may choose as the first factor, in Cognito's names. */
const availableChallenges = (context: ProxyContext, poolId: string, user: UserRecord): string[] => [
  ...(context.passkeys.settings.firstFactors.includes('PASSWORD') ? ['PASSWORD', 'PASSWORD_SRP'] : []),
  ...(passkeyAvailable(context, poolId, user) ? ['WEB_AUTHN'] : []),
];

const webAuthnChallenge = (context: ProxyContext, poolId: string, clientId: string, user: UserRecord): Json => {
  const { session, challenge } = context.passkeys.ceremonies.startSignIn({ poolId, clientId, username: user.username });
  const { relyingPartyId, userVerification, ceremonySeconds } = context.passkeys.settings;
  const options = {
    challenge,
    timeout: ceremonySeconds * 1000,
    rpId: relyingPartyId,
    allowCredentials: context.passkeys.credentials.list(poolId, user.username).map(descriptor),
    userVerification,
  };
  return {
    ChallengeName: 'WEB_AUTHN',
    Session: session,
    ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
  };
};

const selectChallenge = (context: ProxyContext, poolId: string, clientId: string, user: UserRecord): Json => ({
  ChallengeName: 'SELECT_CHALLENGE',
  Session: context.passkeys.ceremonies.startChoice({ poolId, clientId, username: user.username }),
  ChallengeParameters: {},
  AvailableChallenges: availableChallenges(context, poolId, user),
});

/** The first factor the member chose (or preferred), when it is available to them; undefined: let them choose. */
const startFactor = async (
  context: ProxyContext,
  poolId: string,
  clientId: string,
  user: UserRecord,
  factor: string | undefined,
  parameters: Params,
): Promise<Json | undefined> => {
  if (!factor || !availableChallenges(context, poolId, user).includes(factor)) return undefined;
  if (factor === 'WEB_AUTHN') return webAuthnChallenge(context, poolId, clientId, user);
  if (factor === 'PASSWORD_SRP') {
    if (!parameters.SRP_A) return undefined;
    return startSrp(context, { ClientId: clientId }, { ...parameters, USERNAME: user.username });
  }
  if (!parameters.PASSWORD) return undefined;
  // cognito-local checks the password; then the SMS two-step as in every password sign-in.
  return continueSignIn(context, poolId, user, {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: user.username, PASSWORD: parameters.PASSWORD },
  });
};

/** InitiateAuth with AuthFlow USER_AUTH: the preferred first factor when the member has it, else SELECT_CHALLENGE. */
export const initiateUserAuth: Handler = async (context, body) => {
  const parameters = (body.AuthParameters ?? {}) as Params;
  if (!(await context.directory.authFlows(body.ClientId)).includes('ALLOW_USER_AUTH'))
    throw invalidParameter('USER_AUTH flow not enabled for this client');
  if (!parameters.USERNAME) throw invalidParameter('Missing required parameter USERNAME');
  const poolId = await context.directory.poolForClient(body.ClientId);
  const user = await context.directory.activeUser(poolId, parameters.USERNAME);
  const clientId = String(body.ClientId);
  return (
    (await startFactor(context, poolId, clientId, user, parameters.PREFERRED_CHALLENGE, parameters)) ??
    selectChallenge(context, poolId, clientId, user)
  );
};

/** RespondToAuthChallenge SELECT_CHALLENGE: ANSWER names one of the AvailableChallenges. */
const answerSelection = async (context: ProxyContext, body: Json, responses: Params): Promise<Json> => {
  const choice = context.passkeys.ceremonies.takeChoice(body.Session);
  if (!choice || choice.clientId !== body.ClientId) throw sessionExpired();
  const user = await context.directory.activeUser(choice.poolId, choice.username);
  const started = await startFactor(context, choice.poolId, choice.clientId, user, responses.ANSWER, responses);
  if (!started)
    throw invalidParameter(
      `ANSWER must be one of the available challenges (${availableChallenges(context, choice.poolId, user).join(', ')}) with its parameters.`,
    );
  return started;
};

/** RespondToAuthChallenge WEB_AUTHN: CREDENTIAL is the browser's assertion for the challenge of this Session. */
const answerWebAuthn = async (context: ProxyContext, body: Json, responses: Params): Promise<Json> => {
  const pending = context.passkeys.ceremonies.takeSignIn(body.Session);
  if (!pending || pending.clientId !== body.ClientId) throw sessionExpired();
  const user = await context.directory.activeUser(pending.poolId, pending.username);
  const named =
    responses.USERNAME === user.username ? user : await context.directory.findUser(pending.poolId, responses.USERNAME);
  if (named?.username !== user.username) throw incorrectCredentials();
  const assertion = parseCredential<AuthenticationResponseJSON>(responses.CREDENTIAL, 'CREDENTIAL');
  const origin = ceremonyOrigin(context, assertion.response.clientDataJSON);
  const stored = context.passkeys.credentials
    .list(pending.poolId, user.username)
    .find((entry) => entry.credentialId === assertion.id);
  if (!stored) throw assertionRefused();
  // A discoverable credential reports whose it is: it must be this member's.
  if (
    typeof assertion.response.userHandle === 'string' &&
    assertion.response.userHandle !== userHandleOf(user.username)
  )
    throw assertionRefused();
  const { relyingPartyId, userVerification, factorConfiguration } = context.passkeys.settings;
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: relyingPartyId,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: userVerification === 'required',
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    context.log(`[identity-proxy] WebAuthn assertion refused: ${message}`);
    if (/RP ID/i.test(message)) throw relyingPartyMismatch();
    throw assertionRefused();
  }
  if (!verified.verified) throw assertionRefused();
  // The counter was checked against the value read before the await above; another assertion may have moved it since.
  const { newCounter } = verified.authenticationInfo;
  if (!context.passkeys.credentials.advanceCounter(pending.poolId, user.username, stored.credentialId, newCounter)) {
    context.log(`[identity-proxy] WebAuthn assertion refused: counter ${newCounter} no longer past the stored one`);
    throw assertionRefused();
  }
  // SMS two-step on: only a verified passkey under MULTI_FACTOR_WITH_USER_VERIFICATION stands in for it.
  if (
    smsTwoStepOn(context, pending.poolId, user) &&
    !(factorConfiguration === 'MULTI_FACTOR_WITH_USER_VERIFICATION' && verified.authenticationInfo.userVerified)
  )
    throw assertionRefused();
  return issuePasskeySignIn(context, pending.poolId, pending.clientId, user);
};

/** cognito-local issues tokens only for a password sign-in: the proxy makes that call with the stored password. */
const issuePasskeySignIn = async (
  context: ProxyContext,
  poolId: string,
  clientId: string,
  user: UserRecord,
): Promise<Json> => {
  const password = storedPassword(context.dataDir, poolId, user.username);
  if (password === undefined) throw assertionRefused();
  const answer = await context.emulator.call<Json & { AuthenticationResult?: AuthenticationResult }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: user.username, PASSWORD: password },
  });
  if (!answer.AuthenticationResult) return answer;
  return { ChallengeParameters: {}, AuthenticationResult: issueSignIn(context, user, answer.AuthenticationResult) };
};

/** The challenges of choice-based sign-in; undefined for the others (the caller answers those). */
export const respondToUserAuthChallenge = (context: ProxyContext, body: Json): Promise<Json> | undefined => {
  const responses = (body.ChallengeResponses ?? {}) as Params;
  if (body.ChallengeName === 'SELECT_CHALLENGE') return answerSelection(context, body, responses);
  if (body.ChallengeName === 'WEB_AUTHN') return answerWebAuthn(context, body, responses);
  return undefined;
};
