import crypto from 'node:crypto';
import { poolDefinition } from '../../infra/pool-definition';
import { ExpiringStore } from './expiring-store';

/**
 * The PASSWORD_VERIFIER challenges handed out and not yet answered. Cognito's SECRET_BLOCK is an opaque blob that
 * carries the challenge state; here it is a random handle to the state kept in memory. Each is good for one answer
 * (right or wrong) within the app client's auth-session validity (3 minutes, infra/member-portal-pool.yaml).
 */

export const SRP_SESSION_SECONDS = poolDefinition().client.AuthSessionValidity * 60;

export interface PendingSrp {
  poolId: string;
  clientId: string;
  /** The internal username (the sub in an e-mail pool): USER_ID_FOR_SRP. */
  username: string;
  A: bigint;
  b: bigint;
  B: bigint;
  salt: bigint;
  verifier: bigint;
}

export class SrpSessions {
  private readonly pending: ExpiringStore<PendingSrp>;

  constructor(now: () => number = () => Date.now()) {
    this.pending = new ExpiringStore(SRP_SESSION_SECONDS, now);
  }

  start(challenge: PendingSrp): string {
    const secretBlock = crypto.randomBytes(192).toString('base64');
    this.pending.put(secretBlock, challenge);
    return secretBlock;
  }

  /** The challenge of a live secret block, removed: a second answer with the same block finds nothing. */
  take(secretBlock: unknown): PendingSrp | undefined {
    return this.pending.take(secretBlock);
  }
}
