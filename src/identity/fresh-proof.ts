import BigInteger from 'amplify-auth-srp/BigInteger/BigInteger';
import { getNowString } from 'amplify-auth-srp/getNowString';
import { getSignatureString } from 'amplify-auth-srp/getSignatureString';
import { cognitoRequest } from './identity-endpoint';
import { serviceError } from './service-error';
import { getAuthenticationHelper } from './srp/get-authentication-helper';

/**
 * A fresh proof that the member at the keyboard is the member: the current password (and the SMS code when two-step
 * is on), checked by a sign-in of its own against Cognito (USER_SRP_AUTH, PASSWORD_VERIFIER, SMS_MFA), made directly
 * and not through Amplify, so the session in use is not touched. Its tokens are never kept: the refresh token is
 * revoked at once, which also ends the access token issued with it. What is kept is only who proved it and when, in
 * this module's memory: a reload or another tab starts without a proof.
 */

/** How long a proof allows a passkey to be added (a cancelled ceremony can be tried again without typing again). */
export const PROOF_FRESH_MS = 5 * 60_000;

export interface ProofConfig {
  endpoint: string;
  userPoolId: string;
  clientId: string;
}

export type ProofStep = { next: 'DONE' } | { next: 'SMS_CODE'; destination?: string };

/** A proof this module cannot finish (a challenge the portal's pool never sets for a signed-in member). */
export const PROOF_UNSUPPORTED = 'ProofUnsupported';

let proven: { username: string; at: number } | undefined;
let pending: { config: ProofConfig; username: string; srpUser: string; session: string } | undefined;

export const hasFreshProof = (username: string, now = Date.now()) =>
  proven !== undefined && proven.username === username && now - proven.at < PROOF_FRESH_MS;

export const forgetProof = () => {
  proven = undefined;
  pending = undefined;
};

interface ChallengeAnswer {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: { RefreshToken?: string };
}

const call = async (config: ProofConfig, operation: string, body: object): Promise<ChallengeAnswer> => {
  let response: Response;
  try {
    response = await fetch(config.endpoint, cognitoRequest(operation, JSON.stringify(body)));
  } catch (error) {
    throw Object.assign(new Error(error instanceof Error ? error.message : 'Network error'), { name: 'NetworkError' });
  }
  if (response.status >= 300) throw await serviceError(response);
  return (await response.json()) as ChallengeAnswer;
};

const finish = async (config: ProofConfig, username: string, answer: ChallengeAnswer): Promise<ProofStep> => {
  if (answer.AuthenticationResult) {
    pending = undefined;
    proven = { username, at: Date.now() };
    const refreshToken = answer.AuthenticationResult.RefreshToken;
    // Best effort: a revocation that fails leaves tokens nobody holds, which expire (access 60 minutes).
    if (refreshToken)
      await call(config, 'RevokeToken', { ClientId: config.clientId, Token: refreshToken }).catch(() => undefined);
    return { next: 'DONE' };
  }
  throw Object.assign(new Error(`Unexpected challenge ${answer.ChallengeName ?? ''}`), { name: PROOF_UNSUPPORTED });
};

/** The password step; `username` is the signed-in member's internal username. */
export const provePassword = async (config: ProofConfig, username: string, password: string): Promise<ProofStep> => {
  pending = undefined;
  // The sign-in's own SRP helper (the portal's math, as Amplify's sign-in uses it).
  const helper = await getAuthenticationHelper(config.userPoolId.split('_')[1] ?? '');
  const A = helper.A;
  const started = await call(config, 'InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: config.clientId,
    AuthParameters: { USERNAME: username, SRP_A: A.toString(16) },
  });
  const parameters = started.ChallengeParameters ?? {};
  const srpUser = parameters.USER_ID_FOR_SRP;
  if (started.ChallengeName !== 'PASSWORD_VERIFIER' || !srpUser)
    throw Object.assign(new Error(`Unexpected challenge ${started.ChallengeName ?? ''}`), { name: PROOF_UNSUPPORTED });
  const hkdf = await helper.getPasswordAuthenticationKey({
    username: srpUser,
    password,
    serverBValue: new BigInteger(parameters.SRP_B ?? '', 16),
    salt: new BigInteger(parameters.SALT ?? '', 16),
  });
  const dateNow = getNowString();
  const claimed = await call(config, 'RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: config.clientId,
    Session: started.Session,
    ChallengeResponses: {
      USERNAME: srpUser,
      PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK,
      TIMESTAMP: dateNow,
      PASSWORD_CLAIM_SIGNATURE: getSignatureString({
        userPoolName: config.userPoolId.split('_')[1] ?? '',
        username: srpUser,
        challengeParameters: parameters,
        dateNow,
        hkdf,
      }),
    },
  });
  if (claimed.ChallengeName === 'SMS_MFA' && claimed.Session) {
    pending = { config, username, srpUser, session: claimed.Session };
    const destination = claimed.ChallengeParameters?.CODE_DELIVERY_DESTINATION;
    return destination ? { next: 'SMS_CODE', destination } : { next: 'SMS_CODE' };
  }
  return finish(config, username, claimed);
};

/** The SMS step of a proof whose password step answered SMS_CODE. */
export const proveSmsCode = async (username: string, code: string): Promise<ProofStep> => {
  const step = pending;
  if (!step || step.username !== username)
    throw Object.assign(new Error('Invalid session for the user, session is expired.'), {
      name: 'NotAuthorizedException',
    });
  const answer = await call(step.config, 'RespondToAuthChallenge', {
    ChallengeName: 'SMS_MFA',
    ClientId: step.config.clientId,
    Session: step.session,
    ChallengeResponses: { USERNAME: step.srpUser, SMS_MFA_CODE: code },
  });
  return finish(step.config, username, answer);
};
