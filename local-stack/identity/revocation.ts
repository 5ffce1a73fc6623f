import crypto from 'node:crypto';
import type { Claims } from './jwt';

/**
 * Token revocation as Cognito does it, which cognito-local lacks. Every sign-in starts a family (its id is the
 * tokens' `origin_jti`); refreshes stay in the family of their refresh token. RevokeToken ends one family (one
 * device's session), GlobalSignOut ends every family of the user and also anything issued before that second,
 * which covers tokens this process never saw (issued before a restart). Held in memory: a restart forgets families.
 */
export class RevocationRegistry {
  private readonly families = new Map<string, { user: string; revoked: boolean }>();
  private readonly familyOfRefresh = new Map<string, string>();
  private readonly cutoffs = new Map<string, number>();

  constructor(private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {}

  /** A new sign-in of `user`; returns the origin_jti its tokens carry. */
  startFamily(user: string, refreshToken?: Claims): string {
    const originJti = crypto.randomUUID();
    this.families.set(originJti, { user, revoked: false });
    if (refreshToken?.jti) this.familyOfRefresh.set(refreshToken.jti, originJti);
    return originJti;
  }

  /** The family a refresh token belongs to; one this process never saw gets a family of its own. */
  familyFor(user: string, refreshToken: Claims): string {
    const known = refreshToken.jti ? this.familyOfRefresh.get(refreshToken.jti) : undefined;
    return known ?? this.startFamily(user, refreshToken);
  }

  revokeRefreshToken(user: string, refreshToken: Claims) {
    const family = this.families.get(this.familyFor(user, refreshToken));
    if (family) family.revoked = true;
  }

  revokeUser(user: string) {
    for (const family of this.families.values()) if (family.user === user) family.revoked = true;
    this.cutoffs.set(user, this.nowSeconds());
  }

  /** Access and ID tokens carry origin_jti; refresh tokens are looked up by their jti. */
  isRevoked(user: string, token: Claims, kind: 'access' | 'refresh'): boolean {
    const familyId =
      kind === 'refresh' ? (token.jti ? this.familyOfRefresh.get(token.jti) : undefined) : token.origin_jti;
    if (familyId && this.families.get(familyId)?.revoked) return true;
    const cutoff = this.cutoffs.get(user);
    return cutoff !== undefined && typeof token.iat === 'number' && token.iat < cutoff;
  }
}
