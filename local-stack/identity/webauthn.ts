import crypto from 'node:crypto';
import path from 'node:path';
import { poolDefinition } from '../../infra/pool-definition';
import { ExpiringStore } from './expiring-store';
import { proxyDir, readJsonFile, writeJsonFile } from './json-file';

/**
 * Passkeys (WebAuthn) as Cognito runs them, for the compatibility proxy: the pool's passkey settings (read from
 * infra/member-portal-pool.yaml like the rest of the pool), the members' registered credentials (persisted in the data
 * dir, so they survive a restart) and the ceremonies under way (in memory, one answer each, within the app client's
 * auth-session validity). The operations themselves are handlers/webauthn-credentials.ts and
 * handlers/webauthn-sign-in.ts; the ceremonies are verified there with @simplewebauthn/server.
 */

/** The local stack serves the portal on http://localhost:<port>, so the relying party is localhost. */
export const LOCAL_RELYING_PARTY_ID = 'localhost';

export interface PasskeySettings {
  relyingPartyId: string;
  userVerification: 'required' | 'preferred';
  /** SignInPolicy.AllowedFirstAuthFactors: PASSWORD, WEB_AUTHN, ... */
  firstFactors: string[];
  /** MULTI_FACTOR_WITH_USER_VERIFICATION: a verified passkey sign-in satisfies SMS two-step. */
  factorConfiguration: 'SINGLE_FACTOR' | 'MULTI_FACTOR_WITH_USER_VERIFICATION';
  /** Seconds a registration or sign-in ceremony stays answerable (the app client's AuthSessionValidity). */
  ceremonySeconds: number;
}

/** The template's settings; the RP ID is the template's `!Ref PortalDomain`, which is localhost here. */
export const passkeySettings = (): PasskeySettings => {
  const { pool, client, poolMetadata } = poolDefinition();
  return {
    relyingPartyId: LOCAL_RELYING_PARTY_ID,
    userVerification: pool.WebAuthnUserVerification ?? 'preferred',
    firstFactors: pool.Policies.SignInPolicy?.AllowedFirstAuthFactors ?? ['PASSWORD'],
    factorConfiguration: poolMetadata.PasskeyFactorConfiguration ?? 'SINGLE_FACTOR',
    ceremonySeconds: client.AuthSessionValidity * 60,
  };
};

/**
 * Cognito accepts a ceremony from a page whose origin belongs to the relying party: https on the RP ID or one of its
 * subdomains; for the RP ID localhost (a secure context on plain http), http and https on any port.
 */
export const originAllowed = (origin: unknown, relyingPartyId: string): origin is string => {
  if (typeof origin !== 'string') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const hostMatches = url.hostname === relyingPartyId || url.hostname.endsWith(`.${relyingPartyId}`);
  if (!hostMatches) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && relyingPartyId === 'localhost');
};

export interface StoredCredential {
  /** base64url, as the browser reports `id`. */
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  /** 'platform' | 'cross-platform', when the browser said. */
  attachment?: string;
  friendlyName: string;
  relyingPartyId: string;
  /** Epoch seconds, as ListWebAuthnCredentials reports CreatedAt. */
  createdAt: number;
}

/** The emulator's passkeys per member (Cognito has a per-user quota; its figure is not checked here): StartWebAuthnRegistration refuses the next. */
export const MAX_CREDENTIALS_PER_USER = 20;

/** Credentials per member (pool and internal username, which survive an e-mail change), in the proxy's data folder. */
export class CredentialStore {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(proxyDir(dataDir), 'webauthn-credentials.json');
  }

  private all() {
    return readJsonFile<Record<string, StoredCredential[]>>(this.file, {});
  }

  list(poolId: string, username: string): StoredCredential[] {
    return this.all()[`${poolId}/${username}`] ?? [];
  }

  /** The credential and its owner, found by id across the pool (a credential id is unique). */
  find(poolId: string, credentialId: string): { username: string; credential: StoredCredential } | undefined {
    for (const [key, credentials] of Object.entries(this.all())) {
      if (!key.startsWith(`${poolId}/`)) continue;
      const credential = credentials.find((entry) => entry.credentialId === credentialId);
      if (credential) return { username: key.slice(poolId.length + 1), credential };
    }
    return undefined;
  }

  add(poolId: string, username: string, credential: StoredCredential) {
    const all = this.all();
    const key = `${poolId}/${username}`;
    all[key] = [...(all[key] ?? []), credential];
    writeJsonFile(this.file, all);
  }

  /** false when the member has no such credential. */
  remove(poolId: string, username: string, credentialId: string): boolean {
    const all = this.all();
    const key = `${poolId}/${username}`;
    const kept = (all[key] ?? []).filter((entry) => entry.credentialId !== credentialId);
    if (kept.length === (all[key] ?? []).length) return false;
    if (kept.length) all[key] = kept;
    else delete all[key];
    writeJsonFile(this.file, all);
    return true;
  }

  /** Every credential of a member deleted from the pool: none is left to sign in with or to block a re-registration. */
  removeAll(poolId: string, username: string) {
    const all = this.all();
    const key = `${poolId}/${username}`;
    if (!(key in all)) return;
    delete all[key];
    writeJsonFile(this.file, all);
  }

  /**
   * Stores the counter of a verified assertion if it still counts past the stored one (or both are 0: an
   * authenticator without a counter), checked and written with nothing awaited between, so of two assertions that
   * were verified against the same stored counter only the first moves it; false for the other (a cloned
   * authenticator), and when the credential is gone.
   */
  advanceCounter(poolId: string, username: string, credentialId: string, counter: number): boolean {
    const all = this.all();
    const credential = (all[`${poolId}/${username}`] ?? []).find((entry) => entry.credentialId === credentialId);
    if (!credential) return false;
    if ((counter > 0 || credential.counter > 0) && counter <= credential.counter) return false;
    credential.counter = counter;
    writeJsonFile(this.file, all);
    return true;
  }
}

export interface PendingRegistration {
  challenge: string;
  clientId: string;
}

export interface PendingPasskeySignIn {
  challenge: string;
  poolId: string;
  clientId: string;
  username: string;
}

export interface PendingChoice {
  poolId: string;
  clientId: string;
  username: string;
}

/**
 * Ceremonies under way. A registration is held per member (a new StartWebAuthnRegistration replaces the last); a
 * sign-in and a first-factor choice by their Session. Each is taken by its answer, right or wrong.
 */
export class PasskeyCeremonies {
  private readonly registrations: ExpiringStore<PendingRegistration>;
  private readonly signIns: ExpiringStore<PendingPasskeySignIn>;
  private readonly choices: ExpiringStore<PendingChoice>;

  constructor(seconds: number, now: () => number = () => Date.now()) {
    this.registrations = new ExpiringStore(seconds, now);
    this.signIns = new ExpiringStore(seconds, now);
    this.choices = new ExpiringStore(seconds, now);
  }

  startRegistration(poolId: string, username: string, clientId: string): string {
    const challenge = crypto.randomBytes(32).toString('base64url');
    this.registrations.put(`${poolId}/${username}`, { challenge, clientId });
    return challenge;
  }

  takeRegistration(poolId: string, username: string): PendingRegistration | undefined {
    return this.registrations.take(`${poolId}/${username}`);
  }

  startSignIn(signIn: Omit<PendingPasskeySignIn, 'challenge'>): { session: string; challenge: string } {
    const challenge = crypto.randomBytes(32).toString('base64url');
    const session = crypto.randomBytes(96).toString('base64url');
    this.signIns.put(session, { ...signIn, challenge });
    return { session, challenge };
  }

  takeSignIn(session: unknown): PendingPasskeySignIn | undefined {
    return this.signIns.take(session);
  }

  startChoice(choice: PendingChoice): string {
    const session = crypto.randomBytes(96).toString('base64url');
    this.choices.put(session, choice);
    return session;
  }

  takeChoice(session: unknown): PendingChoice | undefined {
    return this.choices.take(session);
  }
}

export interface PasskeyState {
  settings: PasskeySettings;
  credentials: CredentialStore;
  ceremonies: PasskeyCeremonies;
}

export const createPasskeyState = (dataDir: string, now?: () => number): PasskeyState => {
  const settings = passkeySettings();
  return {
    settings,
    credentials: new CredentialStore(dataDir),
    ceremonies: new PasskeyCeremonies(settings.ceremonySeconds, now),
  };
};
