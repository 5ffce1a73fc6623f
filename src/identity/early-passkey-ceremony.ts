import { offerEarlyRead } from '../lib/early-reads';
import { base64UrlBinary } from './cookie-tokens';
import { answerOf, earlyReadKey, RESPOND_TARGET, type EarlySignIn, type SignedIn } from './early-sign-in';
import { cognitoRequest } from './identity-endpoint';

/**
 * The boot script's passkey sign-in after its InitiateAuth: the ceremony at Cognito's challenge, RespondToAuthChallenge
 * at once. Amplify later makes the same sign-in and takes each part (the credential of the same challenge, the answer
 * for the same session: ./attempts.ts), so whatever Cognito answers reaches the app through it. Goes with the boot.
 */

const fromBase64Url = (text: string) => Uint8Array.from(base64UrlBinary(text), (char) => char.charCodeAt(0)).buffer;

const toBase64Url = (bytes: BufferSource) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes as ArrayBuffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

interface RequestOptionsJson {
  challenge: string;
  allowCredentials?: { id: string }[];
}

const requestOptions = (json: RequestOptionsJson) =>
  ({
    ...json,
    challenge: fromBase64Url(json.challenge),
    allowCredentials: (json.allowCredentials ?? []).map((credential) => ({
      ...credential,
      id: fromBase64Url(credential.id),
    })),
  }) as unknown as PublicKeyCredentialRequestOptions;

/** The assertion as Amplify writes it into CREDENTIAL (its serializePkcWithAssertionToJson): the same fields, in order. */
export const assertionJson = (credential: PublicKeyCredential) => {
  const assertion = credential.response as AuthenticatorAssertionResponse;
  const response: Record<string, string> = {
    clientDataJSON: toBase64Url(assertion.clientDataJSON),
    authenticatorData: toBase64Url(assertion.authenticatorData),
    signature: toBase64Url(assertion.signature),
  };
  if (assertion.userHandle) response.userHandle = toBase64Url(assertion.userHandle);
  const json: Record<string, unknown> = {
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: credential.type,
    clientExtensionResults: credential.getClientExtensionResults(),
    response,
  };
  if (credential.authenticatorAttachment) json.authenticatorAttachment = credential.authenticatorAttachment;
  return json;
};

interface EarlyCeremony {
  challenge: string;
  credential: Promise<Credential | null>;
}

/**
 * The next modal credential request (Amplify's) gets the boot's ceremony, its credential or error, when it is for the
 * same challenge; any other request goes to the browser.
 */
const handOver = (ceremony: Promise<EarlyCeremony | undefined>, win: Window) => {
  const credentials = win.navigator.credentials;
  const ask = credentials.get.bind(credentials);
  credentials.get = (options) => {
    if (!options?.publicKey || options.mediation === 'conditional') return ask(options);
    credentials.get = ask;
    const challenge = toBase64Url(options.publicKey.challenge);
    return ceremony.then((early) => (early?.challenge === challenge ? early.credential : ask(options)));
  };
  return ask;
};

/** Carries `startEarlyPasskeySignIn` on (`signedIn` gets the tokens); `requestsSent`: nothing more will leave the page. */
export const carryOnPasskeySignIn = (
  { url, initiated }: EarlySignIn,
  username: string,
  clientId: string,
  win: Window,
  signedIn: SignedIn,
) => {
  let lastStep: Promise<void> = Promise.resolve();
  const ceremony = initiated
    .then(answerOf)
    .then((answer) => {
      const options = answer?.ChallengeName === 'WEB_AUTHN' && answer.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS;
      const session = answer?.Session;
      if (!options || !session) return undefined;
      const json = JSON.parse(options) as RequestOptionsJson;
      const credential = ask({ publicKey: requestOptions(json) });
      // Registered before the hand-over: the answer is offered before Amplify sends the same request.
      credential.then(
        (picked) => {
          if (!picked) return;
          const body = JSON.stringify({
            ChallengeName: 'WEB_AUTHN',
            ChallengeResponses: {
              USERNAME: username,
              CREDENTIAL: JSON.stringify(assertionJson(picked as PublicKeyCredential)),
            },
            ClientId: clientId,
            Session: session,
          });
          const responded = win.fetch(url, cognitoRequest('RespondToAuthChallenge', body));
          // Amplify gets the answer once the member's reads are on offer, so the app takes them.
          const readsOffered = responded
            .then(answerOf)
            .then((result) => {
              const tokens = result?.AuthenticationResult;
              if (tokens?.AccessToken && tokens.IdToken) signedIn(tokens.AccessToken, tokens.IdToken);
            })
            .catch(() => undefined);
          lastStep = readsOffered;
          offerEarlyRead(
            earlyReadKey(url, RESPOND_TARGET, body),
            readsOffered.then(() => responded),
            win,
          );
        },
        () => undefined,
      );
      return { challenge: json.challenge, credential };
    })
    .catch(() => undefined);
  const ask = handOver(ceremony, win);
  const ceremonyEnded = ceremony
    .then((early) => early?.credential)
    .then(
      () => undefined,
      () => undefined,
    );
  // The credential's callback (above) runs first, so `lastStep` is set by then.
  return { ceremonyEnded, requestsSent: ceremonyEnded.then(() => lastStep) };
};
