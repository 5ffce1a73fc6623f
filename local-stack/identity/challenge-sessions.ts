import crypto from 'node:crypto';
import { poolDefinition } from '../../infra/pool-definition';
import { ExpiringStore } from './expiring-store';

/**
 * The challenges (other than SRP's PASSWORD_VERIFIER and the proxy's own SMS_MFA) that cognito-local raised in a
 * sign-in the proxy ran: NEW_PASSWORD_REQUIRED and any other. Cognito accepts RespondToAuthChallenge only with the
 * Session it issued for that user and that challenge; cognito-local accepts any Session string for any user (a
 * made-up one set a member's password and returned tokens, without SRP, the sign-up code or the SMS step). So the
 * proxy hands out its own random Session for each challenge, bound to the pool, app client, member and challenge name,
 * keeps cognito-local's beside it, and passes that on only for a response that matches. Good within the app client's
 * auth-session validity (3 minutes), until answered.
 */

export const CHALLENGE_SESSION_SECONDS = poolDefinition().client.AuthSessionValidity * 60;

export interface IssuedChallenge {
  poolId: string;
  clientId: string;
  /** The internal username (the sub in an e-mail pool). */
  username: string;
  challengeName: string;
  /** cognito-local's own Session for the challenge. */
  emulatorSession: string;
}

export class ChallengeSessions {
  private readonly issued: ExpiringStore<IssuedChallenge>;

  constructor(now: () => number = () => Date.now()) {
    this.issued = new ExpiringStore(CHALLENGE_SESSION_SECONDS, now);
  }

  /** A Session for this challenge, to give the client instead of cognito-local's. */
  issue(challenge: IssuedChallenge): string {
    const session = crypto.randomBytes(96).toString('base64url');
    this.issued.put(session, challenge);
    return session;
  }

  /** The live challenge a Session was issued for, if it was issued for this challenge name and app client. */
  find(session: unknown, challengeName: unknown, clientId: unknown): IssuedChallenge | undefined {
    const challenge = this.issued.peek(session);
    if (!challenge) return undefined;
    return challenge.challengeName === challengeName && challenge.clientId === clientId ? challenge : undefined;
  }

  /** Answered: the Session is good for nothing more. */
  finish(session: string) {
    this.issued.delete(session);
  }
}
