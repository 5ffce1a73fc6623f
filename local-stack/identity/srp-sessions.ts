import crypto from 'node:crypto';
import { poolDefinition } from '../../infra/pool-definition';

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
  expiresAt: number;
}

export class SrpSessions {
  private readonly pending = new Map<string, PendingSrp>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  start(challenge: Omit<PendingSrp, 'expiresAt'>): string {
    this.sweep();
    const secretBlock = crypto.randomBytes(192).toString('base64');
    this.pending.set(secretBlock, { ...challenge, expiresAt: this.now() + SRP_SESSION_SECONDS * 1000 });
    return secretBlock;
  }

  /** The challenge of a live secret block, removed: a second answer with the same block finds nothing. */
  take(secretBlock: unknown): PendingSrp | undefined {
    if (typeof secretBlock !== 'string') return undefined;
    const challenge = this.pending.get(secretBlock);
    this.pending.delete(secretBlock);
    return challenge && challenge.expiresAt > this.now() ? challenge : undefined;
  }

  private sweep() {
    const now = this.now();
    for (const [block, challenge] of this.pending) if (challenge.expiresAt <= now) this.pending.delete(block);
  }
}
