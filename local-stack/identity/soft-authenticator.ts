import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for tests of the proxy's WebAuthn operations (no browser): it makes real
 * registration (attestation "none", ES256, or EdDSA when asked) and authentication responses, signed with its own key
 * (P-256, or Ed25519), as a browser with a platform authenticator would send them. Options let a test make a response that must be refused: another
 * origin, another RP ID, no user verification, a signature counter that goes back, a signature over something else.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  /** The signature counter to report (it counts up by itself otherwise). */
  counter?: number;
  /** Sign another challenge than the one given. */
  challenge?: string;
  /** Corrupt the signature. */
  badSignature?: boolean;
}

export interface CreationOptionsJson {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

export interface RequestOptionsJson {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/** The key the authenticator makes: ES256 (COSE -7, P-256) unless a test needs another. */
export type SoftAlgorithm = 'ES256' | 'EdDSA';

export class SoftAuthenticator {
  private readonly keys: crypto.KeyPairKeyObjectResult;
  readonly credentialId = b64url(crypto.randomBytes(16));
  private counter = 0;
  private userHandle = '';

  constructor(
    private readonly origin = 'http://localhost:8080',
    private readonly algorithm: SoftAlgorithm = 'ES256',
  ) {
    this.keys =
      algorithm === 'EdDSA'
        ? crypto.generateKeyPairSync('ed25519')
        : crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  private coseKey() {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    if (this.algorithm === 'EdDSA')
      // OKP key (kty 1), EdDSA (alg -8), curve Ed25519 (crv 6).
      return isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 1],
          [3, -8],
          [-1, 6],
          [-2, new Uint8Array(Buffer.from(String(jwk.x), 'base64url'))],
        ]),
      );
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(String(jwk.x), 'base64url'))],
        [-3, new Uint8Array(Buffer.from(String(jwk.y), 'base64url'))],
      ]),
    );
  }

  private clientData(type: string, challenge: string, overrides: CeremonyOverrides) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private flagsAndCounter(rpId: string, overrides: CeremonyOverrides, extraFlags = 0) {
    const flags = FLAG_UP | (overrides.userVerified === false ? 0 : FLAG_UV) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(overrides.counter ?? this.counter);
    return Buffer.concat([sha256(overrides.rpId ?? rpId), Buffer.from([flags]), counter]);
  }

  /** navigator.credentials.create() for Cognito's CredentialCreationOptions, serialized as Amplify sends it. */
  register(options: CreationOptionsJson, overrides: CeremonyOverrides = {}) {
    this.userHandle = options.user.id;
    const id = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.flagsAndCounter(options.rp.id, overrides, FLAG_AT),
      Buffer.alloc(16),
      length,
      id,
      Buffer.from(this.coseKey()),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get() for a WEB_AUTHN challenge's CREDENTIAL_REQUEST_OPTIONS, serialized as Amplify sends it. */
  assert(options: RequestOptionsJson, overrides: CeremonyOverrides = {}) {
    if (overrides.counter === undefined) this.counter += 1;
    const authData = this.flagsAndCounter(options.rpId ?? 'localhost', overrides);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    // Ed25519 hashes internally: node signs with it only when given no digest.
    const digest = this.algorithm === 'EdDSA' ? null : 'sha256';
    let signature = crypto.sign(digest, Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    if (overrides.badSignature) signature = crypto.sign(digest, Buffer.from('something else'), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}
