import { EARLY_READS_KEY, takeEarlyRead } from '../lib/boot-handoff';
import { withPasskeyBrowser } from '../../mocks/passkey-browser';
import { assertionJson, carryOnPasskeySignIn } from './early-passkey-ceremony';
import { earlyReadKey, RESPOND_TARGET, type SignedIn } from './early-sign-in';

/** Amplify's own serializer of an assertion (not exported by the package): what its RespondToAuthChallenge sends. */
const { serializePkcWithAssertionToJson } = jest.requireActual<{
  serializePkcWithAssertionToJson: (credential: unknown) => unknown;
}>('../../node_modules/aws-amplify/node_modules/@aws-amplify/auth/dist/cjs/client/utils/passkey/serde');

const URL_ = 'https://idp.example/';
const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** A credential as the browser answers a ceremony (what Amplify's serializer reads of it). */
const assertion = (userHandle: ArrayBuffer | null = bytes(104, 97)) => ({
  id: 'AQID-_8',
  rawId: bytes(1, 2, 3, 251, 255),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  getClientExtensionResults: () => ({}),
  response: {
    clientDataJSON: bytes(123, 125),
    authenticatorData: bytes(0, 1, 2, 3),
    signature: bytes(48, 69, 2, 33),
    userHandle,
  },
});

/** Cognito's WEB_AUTHN challenge, as InitiateAuth answers it (USER_AUTH, WEB_AUTHN preferred). */
const challengeAnswer = (challengeName = 'WEB_AUTHN') =>
  new Response(
    JSON.stringify({
      ChallengeName: challengeName,
      ChallengeParameters: {
        CREDENTIAL_REQUEST_OPTIONS: JSON.stringify({
          challenge: 'AAEC_-8',
          rpId: 'localhost',
          allowCredentials: [{ id: 'AQID-_8', type: 'public-key', transports: ['internal'] }],
          userVerification: 'required',
          timeout: 180000,
        }),
      },
      Session: 'session-1',
    }),
  );

/** The challenge as Amplify hands it to `navigator.credentials.get`: the bytes of 'AAEC_-8'. */
const amplifyRequest = (challenge = bytes(0, 1, 2, 255, 239)) => ({ publicKey: { challenge } });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const TOKENS = '{"AuthenticationResult":{"AccessToken":"access-1","IdToken":"id-1","RefreshToken":"r"}}';

const setUp = (
  answer: Response,
  ceremony: () => Promise<unknown>,
  { signedIn = () => undefined, responded = TOKENS }: { signedIn?: SignedIn; responded?: string } = {},
) => {
  const browser = withPasskeyBrowser({ get: ceremony });
  const sent: { url: string; init?: RequestInit }[] = [];
  const fetch = jest.spyOn(window, 'fetch').mockImplementation(async (url, init) => {
    sent.push({ url: String(url), init });
    return new Response(responded);
  });
  const carried = carryOnPasskeySignIn(
    { url: URL_, initiated: Promise.resolve(answer) },
    'hanako@example.com',
    'client-1',
    window,
    signedIn,
  );
  return {
    browser,
    sent,
    carried,
    restore: () => {
      fetch.mockRestore();
      browser.restore();
    },
  };
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
});

describe('the passkey sign-in carried on by the boot script', () => {
  it('writes the assertion exactly as Amplify does (its serializePkcWithAssertionToJson), with and without a user handle', () => {
    for (const credential of [assertion(), assertion(null)]) {
      expect(JSON.stringify(assertionJson(credential as unknown as PublicKeyCredential))).toBe(
        JSON.stringify(serializePkcWithAssertionToJson(credential)),
      );
    }
  });

  it('answers Cognito’s challenge at once and sends RespondToAuthChallenge; Amplify’s ceremony of that challenge gets the same credential, with no second prompt', async () => {
    const credential = assertion();
    const { browser, sent, restore } = setUp(challengeAnswer(), async () => credential);
    await settle();
    // Cognito's options as the browser takes them: the challenge and the credential ids as bytes.
    expect(browser.credentialsGet).toHaveBeenCalledTimes(1);
    const [asked] = browser.credentialsGet.mock.calls[0] as unknown as [CredentialRequestOptions];
    expect(asked.mediation).toBeUndefined();
    expect(new Uint8Array(asked.publicKey?.challenge as ArrayBuffer)).toEqual(new Uint8Array([0, 1, 2, 255, 239]));
    expect(asked.publicKey).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: 180000 });
    expect(new Uint8Array(asked.publicKey?.allowCredentials?.[0]?.id as ArrayBuffer)).toEqual(
      new Uint8Array([1, 2, 3, 251, 255]),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(URL_);
    expect(sent[0]?.init?.headers).toMatchObject({ 'x-amz-target': RESPOND_TARGET });
    const body = String(sent[0]?.init?.body);
    expect(JSON.parse(body)).toEqual({
      ChallengeName: 'WEB_AUTHN',
      ChallengeResponses: {
        USERNAME: 'hanako@example.com',
        CREDENTIAL: JSON.stringify(serializePkcWithAssertionToJson(credential)),
      },
      ClientId: 'client-1',
      Session: 'session-1',
    });
    // Offered to Amplify's request continuing the same session, its body whole for Amplify to read.
    await expect((await takeEarlyRead(earlyReadKey(URL_, RESPOND_TARGET, body)))?.json()).resolves.toEqual(
      JSON.parse(TOKENS),
    );
    // Amplify's ceremony: the same challenge takes the boot's credential; the browser is not asked again.
    await expect(navigator.credentials.get(amplifyRequest() as CredentialRequestOptions)).resolves.toBe(credential);
    expect(browser.credentialsGet).toHaveBeenCalledTimes(1);
    // Once: the next ceremony is the browser's.
    void navigator.credentials.get(amplifyRequest() as CredentialRequestOptions);
    expect(browser.credentialsGet).toHaveBeenCalledTimes(2);
    restore();
  });

  it('hands over only to the same challenge: another one, or an autofill request, goes to the browser', async () => {
    const credential = assertion();
    const { browser, restore } = setUp(challengeAnswer(), async () => credential);
    void navigator.credentials.get({ mediation: 'conditional', publicKey: { challenge: bytes(9) } } as never);
    await settle();
    expect(browser.credentialsGet).toHaveBeenCalledTimes(2);
    const other = navigator.credentials.get(amplifyRequest(bytes(7, 7)) as CredentialRequestOptions);
    await expect(other).resolves.toBe(credential); // the browser's own answer (the mock answers every ceremony so)
    expect(browser.credentialsGet).toHaveBeenCalledTimes(3);
    restore();
  });

  it('tells when its last request has left: the member’s reads after the tokens, or at once when nothing follows', async () => {
    const steps: string[] = [];
    const signedIn = () => void steps.push('reads sent');
    const { carried, restore } = setUp(challengeAnswer(), async () => assertion(), { signedIn });
    void carried.ceremonyEnded.then(() => steps.push('ceremony ended'));
    await carried.requestsSent;
    steps.push('requests sent');
    expect(steps).toEqual(['ceremony ended', 'reads sent', 'requests sent']);
    restore();
    const cancelled = setUp(challengeAnswer(), () => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await expect(cancelled.carried.requestsSent).resolves.toBeUndefined();
    expect(cancelled.sent).toEqual([]);
    cancelled.restore();
  });

  it('a cancelled ceremony: Amplify’s ceremony of that challenge fails with the same error, not a second prompt, and nothing is sent', async () => {
    const cancelled = new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    const { browser, sent, restore } = setUp(challengeAnswer(), () => Promise.reject(cancelled));
    await settle();
    await expect(navigator.credentials.get(amplifyRequest() as CredentialRequestOptions)).rejects.toBe(cancelled);
    expect(browser.credentialsGet).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    restore();
  });

  it.each([
    ['a refusal', new Response('{"__type":"NotAuthorizedException"}', { status: 400 })],
    ['another challenge (no passkey: the choice of first factor)', challengeAnswer('SELECT_CHALLENGE')],
    ['an answer that is not JSON', new Response('<html>')],
  ])('no ceremony after %s: Amplify’s own goes to the browser', async (_label, answer) => {
    const { browser, sent, restore } = setUp(answer, async () => assertion());
    await settle();
    expect(browser.credentialsGet).not.toHaveBeenCalled();
    await navigator.credentials.get(amplifyRequest() as CredentialRequestOptions);
    expect(browser.credentialsGet).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    restore();
  });

  it('once Cognito’s answer completes the sign-in, hands its tokens on for the member’s reads before Amplify gets the answer; a further step or a refusal hands nothing', async () => {
    for (const [responded, expected] of [
      [TOKENS, [['access-1', 'id-1']]],
      ['{"ChallengeName":"SMS_MFA","Session":"session-2"}', []],
      ['{"__type":"NotAuthorizedException"}', []],
    ] as const) {
      const order: string[] = [];
      const signedIn = jest.fn(() => void order.push('reads offered'));
      const { sent, carried, restore } = setUp(challengeAnswer(), async () => assertion(), { signedIn, responded });
      // Amplify: its ceremony (handed the boot's), then its request continuing the session, taking the boot's answer.
      const amplify = navigator.credentials
        .get(amplifyRequest() as CredentialRequestOptions)
        .then(() => takeEarlyRead(earlyReadKey(URL_, RESPOND_TARGET, String(sent[0]?.init?.body))))
        .then((response) => {
          order.push('Amplify has the answer');
          return response?.json();
        });
      await expect(amplify).resolves.toEqual(JSON.parse(responded));
      expect(signedIn.mock.calls).toEqual(expected);
      await carried.requestsSent;
      expect(order).toEqual([...expected.map(() => 'reads offered'), 'Amplify has the answer']);
      restore();
    }
  });
});
