import { LANGUAGE_COOKIE, LANGUAGE_PENDING_ATTRIBUTE } from '../i18n/language-key';
import { MAY_HAVE_SESSION_ATTRIBUTE, OFFLINE_ATTRIBUTE, PASSKEYS_ATTRIBUTE } from '../lib/page-attributes';
import { withPasskeyBrowser } from '../../mocks/passkey-browser';
import { boot, INTENT_EVENTS, PREFETCH_AFTER_MS } from './boot';
import { HANDOFF_KEY, takeBootHandoff, type BootHandoff } from '../lib/boot-handoff';
import { clearCookies } from '../../mocks/token-cookie';
import { amplifyCookies, CLIENT, idClaims, jwt, NOW } from '../../mocks/session-cookies';
import { EARLY_READS_KEY, takeEarlyRead } from '../lib/boot-handoff';
import { takePasskeyPick } from '../lib/passkey-pick';
import { SrpWorkerDouble } from '../../mocks/srp-worker';
import { webcrypto } from 'node:crypto';
import { waitFor } from '@testing-library/react';

/** Waits (a task at a time) for something a promise chain of the boot script does. */
const waitForAsync = async (done: () => boolean) => {
  for (let turn = 0; turn < 20 && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const bootScript = (attributes: Record<string, string> = {}) => {
  const script = document.createElement('script');
  script.dataset.entry = '/assets/main.1.js';
  script.dataset.prefetch = '/assets/signin.2.js /assets/on-demand-persist.3.js';
  Object.assign(script.dataset, attributes);
  return script;
};
const testSettings = {
  reads: { identity: 'http://localhost:9230/', client: CLIENT, me: '/api/v1/me' },
  tagManager: '',
  userPoolName: 'pool',
};
const entryScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
const lowPreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][fetchpriority="low"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the boot script of the prerendered pages', () => {
  // A boot's passkey listeners stay for the page's life: each test's are removed after it, as a new page would drop them.
  const listeners: Parameters<typeof document.addEventListener>[] = [];
  const addListener = document.addEventListener.bind(document);
  beforeEach(() => {
    jest.spyOn(document, 'addEventListener').mockImplementation((...args) => {
      listeners.push(args);
      addListener(...args);
    });
    // mocks/setup.ts starts every test as a browser holding a token cookie; these start without one.
    clearCookies();
    document.body.innerHTML =
      '<div id="root" data-prerendered="Signin"><form method="post"><input name="email"><button type="submit">ログイン</button></form></div>';
  });
  afterEach(() => {
    for (const args of listeners.splice(0)) document.removeEventListener(...args);
    takeBootHandoff();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute(MAY_HAVE_SESSION_ATTRIBUTE);
    document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    document.documentElement.removeAttribute(PASSKEYS_ATTRIBUTE);
    document.documentElement.lang = 'ja';
    localStorage.clear();
    clearCookies();
    window.history.replaceState(null, '', '/');
    jest.useRealTimers();
    delete window.dataLayer;
  });

  it('does not start the entry while the member only looks at the page', () => {
    window.history.replaceState(null, '', '/signin');
    boot(bootScript());
    expect(entryScripts()).toEqual([]);
  });

  it.each(INTENT_EVENTS)('starts the entry once, at the first %s', (type) => {
    window.history.replaceState(null, '', '/signin');
    boot(bootScript());
    const field = document.querySelector('input') as HTMLInputElement;
    const target = type === 'submit' ? (document.querySelector('form') as HTMLFormElement) : field;
    target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    field.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
  });

  it('holds a submit (no native POST of the password) and hands the form to the entry, which stops the boot', () => {
    boot(bootScript());
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const handoff = takeBootHandoff();
    expect(handoff?.heldSubmit).toBe(form);
    // The entry holds submits itself from here: the boot's listener is gone.
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(takeBootHandoff()).toBeUndefined();
  });

  it('holds a press of the passkey button made before the entry, for the app to make again', () => {
    document
      .querySelector('form')
      ?.insertAdjacentHTML('beforeend', '<button type="button">パスキーでログイン</button>');
    boot(bootScript());
    const passkey = document.querySelector('button[type="button"]') as HTMLButtonElement;
    passkey.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    passkey.click();
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(takeBootHandoff()?.heldClick).toBe(passkey);
  });

  it('marks the page for passkey controls, before any script is fetched, only where the browser can use passkeys', () => {
    boot(bootScript());
    expect(document.documentElement.hasAttribute(PASSKEYS_ATTRIBUTE)).toBe(false);
    takeBootHandoff();
    const browser = withPasskeyBrowser();
    try {
      boot(bootScript());
      expect(document.documentElement.hasAttribute(PASSKEYS_ATTRIBUTE)).toBe(true);
      expect(entryScripts()).toEqual([]);
    } finally {
      browser.restore();
    }
  });

  it('starts at once when the page may differ from its HTML', () => {
    boot(bootScript({ start: 'now' }));
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    document.head.innerHTML = '';

    window.history.replaceState(null, '', '/signin?service=otc');
    boot(bootScript());
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    document.head.innerHTML = '';

    window.history.replaceState({ usr: { notice: 'passwordReset' }, key: 'a', idx: 1 }, '', '/signin');
    boot(bootScript());
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    document.head.innerHTML = '';

    // React Router's own entry state without any of the app's is no reason.
    window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '', '/signin');
    boot(bootScript());
    expect(entryScripts()).toEqual([]);
  });

  it('starts at once and hides the signed-out header when a token cookie says a member may be signed in', () => {
    document.cookie = 'CognitoIdentityServiceProvider.client.LastAuthUser=abc; path=/';
    boot(bootScript());
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(document.documentElement.hasAttribute(MAY_HAVE_SESSION_ATTRIBUTE)).toBe(true);
  });

  it('prefetches the entry and the page chunks once the page has loaded, the browser is idle and nobody touched it for a while', () => {
    jest.useFakeTimers();
    boot(bootScript());
    // jsdom's document is complete already: idle (no requestIdleCallback: a timer), then the visitor's quiet time.
    jest.advanceTimersByTime(PREFETCH_AFTER_MS);
    expect(prefetched()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(prefetched()).toEqual(['/assets/main.1.js', '/assets/signin.2.js', '/assets/on-demand-persist.3.js']);
    expect(entryScripts()).toEqual([]);
  });

  it('prefetches nothing once a touch has started the entry meanwhile: its list comes as preloads, each once', () => {
    jest.useFakeTimers();
    boot(bootScript());
    jest.advanceTimersByTime(1);
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    jest.runAllTimers();
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(preloaded()).toEqual(['/assets/signin.2.js', '/assets/on-demand-persist.3.js']);
    expect(prefetched()).toEqual([]);
  });

  describe('the password sign-in on the sign-in page', () => {
    const signInForm = () => {
      document.body.innerHTML =
        '<div id="root" data-prerendered="Signin"><form method="post" data-sign-in-form><input name="email" type="email">' +
        '<input name="password" type="password"><button type="submit">ログイン</button></form></div>';
      return {
        email: document.querySelector<HTMLInputElement>('input[type="email"]') as HTMLInputElement,
        password: document.querySelector<HTMLInputElement>('input[type="password"]') as HTMLInputElement,
      };
    };
    /** A worker started from a script URL: the real worker's code, answering in a later task (mocks/srp-worker.ts). */
    const started: { url: string; worker: SrpWorkerDouble }[] = [];
    class PageWorker extends SrpWorkerDouble {
      constructor(url: string) {
        super();
        started.push({ url, worker: this });
      }
    }
    const type = (field: HTMLInputElement, text: string) => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      field.value += text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    let fetch: jest.SpyInstance;
    beforeEach(() => {
      started.splice(0);
      Object.assign(window, { Worker: PageWorker });
      fetch = jest.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}'));
    });
    afterEach(() => {
      delete (window as { Worker?: unknown }).Worker;
      fetch.mockRestore();
      delete (window as unknown as Record<string, unknown>).__portalSrp;
      delete (window as unknown as Record<string, unknown>).__portalEarlyPassword;
    });
    const initiateBodies = () =>
      fetch.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

    it('starts SRP’s worker from the page’s script at the first touch of the form, one for the page', () => {
      const { email, password } = signInForm();
      boot(bootScript({ srpWorker: '/assets/on-demand-srp.4.js' }), window, testSettings);
      expect(started).toEqual([]);
      type(email, 'h');
      type(password, 'x');
      expect(started.map(({ url }) => url)).toEqual(['/assets/on-demand-srp.4.js']);
      expect(started[0]?.worker.requests).toEqual([{ id: 1, kind: 'pair' }]);
    });

    it('sends InitiateAuth with the worker’s A at a key of the password with a whole address, once per address, the entry or not', async () => {
      const { email, password } = signInForm();
      boot(bootScript({ srpWorker: '/assets/on-demand-srp.4.js' }), window, testSettings);
      type(email, 'Hanako@Example');
      await waitForAsync(() => false);
      // Not an address yet: nothing leaves.
      type(password, 'p');
      expect(fetch).not.toHaveBeenCalled();
      type(email, '.com');
      type(password, 'a');
      type(password, 's');
      takeBootHandoff();
      type(password, 's');
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['http://localhost:9230/']);
      const [body] = initiateBodies();
      expect(body).toMatchObject({
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: 'hanako@example.com', SRP_A: expect.stringMatching(/^[0-9a-f]{700,}$/) },
        ClientId: CLIENT,
      });
      // Another address: the request sent is dropped, and the next key once a new pair is ready sends another.
      type(email, 'x');
      type(password, 's');
      expect(fetch).toHaveBeenCalledTimes(1);
      await waitForAsync(() => false);
      type(password, '!');
      expect(initiateBodies().map((sent) => (sent.AuthParameters as Record<string, string>).USERNAME)).toEqual([
        'hanako@example.com',
        'hanako@example.comx',
      ]);
      const [first, second] = initiateBodies().map((sent) => (sent.AuthParameters as Record<string, string>).SRP_A);
      expect(second).not.toBe(first);
      expect(started).toHaveLength(1);
    });

    it('at the submit carries the sign-in on, the entry or not: RespondToAuthChallenge with the password’s claim, then GetUser and /me with its tokens', async () => {
      // The browser's SubtleCrypto, which jsdom lacks.
      Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
      const challenge = {
        ChallengeName: 'PASSWORD_VERIFIER',
        Session: 'session-1',
        ChallengeParameters: {
          USER_ID_FOR_SRP: 'user-1',
          SRP_B: 'c3'.repeat(384),
          SALT: '9a3f',
          SECRET_BLOCK: 'YmxvY2s=',
        },
      };
      fetch.mockImplementation(async (_url, init) => {
        const target = new Headers((init as RequestInit).headers).get('x-amz-target') ?? '';
        if (target.endsWith('.InitiateAuth')) return new Response(JSON.stringify(challenge));
        if (target.endsWith('.RespondToAuthChallenge'))
          return new Response(JSON.stringify({ AuthenticationResult: { AccessToken: 'access-1', IdToken: 'id-1' } }));
        return new Response('{}');
      });
      const { email, password } = signInForm();
      boot(bootScript({ srpWorker: '/assets/on-demand-srp.4.js' }), window, testSettings);
      type(email, 'hanako@example.com');
      await waitForAsync(() => false);
      type(password, 'Passw0rd!');
      document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      const targets = () =>
        fetch.mock.calls.map(
          ([url, init]) => new Headers((init as RequestInit).headers).get('x-amz-target') ?? String(url),
        );
      // The password's claim is WebCrypto's work off the thread: waited for by time, not by turns of the task queue.
      await waitFor(() => expect(targets()).toHaveLength(4), { timeout: 10_000 });
      expect(targets()).toEqual([
        'AWSCognitoIdentityProviderService.InitiateAuth',
        'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
        'AWSCognitoIdentityProviderService.GetUser',
        'http://localhost/api/v1/me',
      ]);
      const respond = JSON.parse(String((fetch.mock.calls[1]?.[1] as RequestInit).body)) as unknown;
      expect(respond).toMatchObject({
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: {
          USERNAME: 'user-1',
          PASSWORD_CLAIM_SIGNATURE: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
        },
        Session: 'session-1',
      });
      expect(takeEarlyRead({ method: 'GET', url: 'http://localhost/api/v1/me', token: 'id-1' })).toBeDefined();
      // The app learns when the sign-in's requests from this page are over.
      await expect(takeBootHandoff()?.signInUnderWay).resolves.toBeUndefined();
    });

    it.each([
      ['another form', { srpWorker: '/assets/on-demand-srp.4.js' }, true, false],
      ['a page without the worker', {}, true, true],
      ['a browser without Worker', { srpWorker: '/assets/on-demand-srp.4.js' }, false, true],
      ['a worker of another origin', { srpWorker: 'https://evil.example/w.js' }, true, true],
    ])('sends nothing and starts no worker from %s', async (_, attributes, withWorker, signInFormMarked) => {
      const { email, password } = signInForm();
      if (!signInFormMarked) document.querySelector('form')?.removeAttribute('data-sign-in-form');
      if (!withWorker) delete (window as { Worker?: unknown }).Worker;
      boot(bootScript(attributes), window, testSettings);
      type(email, 'hanako@example.com');
      await waitForAsync(() => false);
      type(password, 'p');
      await waitForAsync(() => false);
      type(password, 'q');
      expect(started).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('prefetches SRP’s worker with the entry when idle, never preloads it', () => {
      jest.useFakeTimers();
      boot(bootScript({ srpWorker: '/assets/on-demand-srp.4.js' }), window, testSettings);
      jest.runAllTimers();
      expect(prefetched()).toEqual([
        '/assets/main.1.js',
        '/assets/signin.2.js',
        '/assets/on-demand-persist.3.js',
        '/assets/on-demand-srp.4.js',
      ]);
      expect(preloaded()).toEqual([]);
    });
  });

  it('preloads the page chunks with the entry started by intent, in the next task and in high priority, the entry first', () => {
    jest.useFakeTimers();
    boot(bootScript());
    document.querySelector('input')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    // The entry's request leaves first, in high priority: the chunks must not take the six connections ahead of it.
    expect(document.head.querySelector('script')?.getAttribute('fetchpriority')).toBe('high');
    expect(preloaded()).toEqual([]);
    // Not once the entry has arrived: each of them is a round trip of its own, which the entry's download covers.
    jest.advanceTimersByTime(0);
    expect(preloaded()).toEqual(['/assets/signin.2.js', '/assets/on-demand-persist.3.js']);
    expect(
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
        link.getAttribute('as'),
        link.getAttribute('fetchpriority'),
      ]),
    ).toEqual([
      ['script', 'high'],
      ['script', 'high'],
    ]);
    (document.head.querySelector('script') as HTMLScriptElement).dispatchEvent(new Event('load'));
    expect(preloaded()).toEqual(['/assets/signin.2.js', '/assets/on-demand-persist.3.js']);
  });

  it('preloads nothing on a public page started at once by a possible session (the member is sent on)', () => {
    document.cookie = 'CognitoIdentityServiceProvider.client.LastAuthUser=abc; path=/';
    boot(bootScript());
    (document.head.querySelector('script') as HTMLScriptElement).dispatchEvent(new Event('load'));
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(preloaded()).toEqual([]);
  });

  it('on an app shell with a session the app reads from its cookies: the first screen’s reads start at once; not on a public page', () => {
    jest.useFakeTimers({ now: NOW });
    const fetch = jest.spyOn(window, 'fetch').mockImplementation(async () => new Response('{}'));
    for (const cookie of amplifyCookies().split('; ')) document.cookie = `${cookie}; path=/`;
    const settings = {
      reads: { identity: 'http://localhost:9230/', client: CLIENT, me: '/api/v1/me' },
      tagManager: '',
      userPoolName: 'pool',
    };
    boot(bootScript({ start: 'now' }), window, settings);
    expect(fetch).not.toHaveBeenCalled();
    takeBootHandoff();
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root" data-shell="AccountHome"><h1>サービス一覧</h1></div>';
    // Attributes naming other endpoints or another container (altered markup) are not read: only the build's settings.
    boot(
      bootScript({
        start: 'now',
        reads: '{"identity":"https://evil.example/","client":"x","me":"https://evil.example/me"}',
      }),
      window,
      settings,
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'http://localhost:9230/',
      `${window.location.origin}/api/v1/me`,
    ]);
    expect(
      takeEarlyRead({
        method: 'GET',
        url: `${window.location.origin}/api/v1/me`,
        token: jwt(idClaims()),
      }),
    ).toBeDefined();
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
    fetch.mockRestore();
  });

  it('a tap on the passkey sign-in sends its first request at once, with the address the form holds; one sign-in at a time', async () => {
    const browser = withPasskeyBrowser();
    // Cognito refuses each at once (no ceremony follows), so each sign-in has ended before the next tap.
    const fetch = jest
      .spyOn(window, 'fetch')
      .mockImplementation(async () => new Response('{"__type":"UserNotFoundException"}', { status: 400 }));
    const ended = () => new Promise((resolve) => setTimeout(resolve, 0));
    document.body.innerHTML =
      '<div id="root" data-prerendered="Signin"><form><input type="email" name="email">' +
      '<button type="button" data-passkey-control>パスキーでログイン</button><button type="button">表示</button></form></div>';
    boot(bootScript(), window, testSettings);
    const email = document.querySelector('input') as HTMLInputElement;
    const [passkey, other] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    // No address, or another button: nothing (the page says what is missing itself).
    passkey?.click();
    email.value = ' Ｈａｎａｋｏ@Example.com ';
    other?.click();
    expect(fetch).not.toHaveBeenCalled();
    // Busy (a sign-in under way): nothing either.
    passkey?.setAttribute('aria-disabled', 'true');
    passkey?.click();
    expect(fetch).not.toHaveBeenCalled();
    passkey?.removeAttribute('aria-disabled');
    passkey?.click();
    expect(fetch.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body))])).toEqual([
      [
        'http://localhost:9230/',
        {
          AuthFlow: 'USER_AUTH',
          AuthParameters: { USERNAME: 'hanako@example.com', PREFERRED_CHALLENGE: 'WEB_AUTHN' },
          ClientId: CLIENT,
        },
      ],
    ]);
    // The app learns when the sign-in's requests from this page are over (it waits to hydrate in one task till then).
    const offered = (window as unknown as Record<string, BootHandoff | undefined>)[HANDOFF_KEY];
    expect(offered?.signInUnderWay).toBeInstanceOf(Promise);
    await expect(offered?.signInUnderWay).resolves.toBeUndefined();
    // At the pointer's press already; the click that follows sends nothing more.
    await ended();
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
    passkey?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 2 }));
    expect(fetch).toHaveBeenCalledTimes(1);
    passkey?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    expect(fetch).toHaveBeenCalledTimes(2);
    passkey?.click();
    expect(fetch).toHaveBeenCalledTimes(2);
    // After the app has taken over, a tap still sends it: Amplify may not be loaded yet.
    await ended();
    takeBootHandoff();
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
    passkey?.click();
    expect(fetch).toHaveBeenCalledTimes(3);
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
    fetch.mockRestore();
    browser.restore();
  });

  it('at a passkey sign-in’s start, preloads the signed-in page’s chunks in low priority after the page’s own, once', async () => {
    const browser = withPasskeyBrowser();
    const fetch = jest.spyOn(window, 'fetch').mockImplementation(() => new Promise(() => undefined));
    document.body.innerHTML =
      '<div id="root" data-prerendered="Signin"><form><input type="email" name="email">' +
      '<button type="button" data-passkey-control>パスキーでログイン</button></form></div>';
    boot(bootScript({ signedIn: '/assets/account-home.4.js https://elsewhere.example/x.js' }), window, testSettings);
    const passkey = document.querySelector('button') as HTMLButtonElement;
    passkey.click(); // no address: no sign-in
    expect(lowPreloads()).toEqual([]);
    (document.querySelector('input') as HTMLInputElement).value = 'hanako@example.com';
    // The press is the page's first intent: the entry and its own list first, then the signed-in page's.
    passkey.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(lowPreloads()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual(['/assets/signin.2.js', '/assets/on-demand-persist.3.js', '/assets/account-home.4.js']);
    expect(lowPreloads()).toEqual(['/assets/account-home.4.js']);
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
    passkey.click(); // the first sign-in is still under way: no second one
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(lowPreloads()).toEqual(['/assets/account-home.4.js']);
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
    fetch.mockRestore();
    browser.restore();
  });

  it('on /signin, offers passkeys in the e-mail field’s autofill from the first paint: a pick sends the sign-in’s first request and starts the entry', async () => {
    let pick: (value: unknown) => void = () => undefined;
    const browser = withPasskeyBrowser({ autofill: true, get: () => new Promise((resolve) => (pick = resolve)) });
    const fetch = jest.spyOn(window, 'fetch').mockImplementation(() => new Promise(() => undefined));
    document.body.innerHTML =
      '<div id="root" data-prerendered="Signin"><form><input type="email" name="email" autocomplete="email">' +
      '<button type="button" data-passkey-control>パスキーでログイン</button></form></div>';
    boot(bootScript(), window, testSettings);
    await waitForAsync(() => browser.credentialsGet.mock.calls.length > 0);
    expect(document.querySelector('input')?.getAttribute('autocomplete')).toBe('username webauthn');
    expect(browser.credentialsGet).toHaveBeenCalledWith(
      expect.objectContaining({
        mediation: 'conditional',
        publicKey: expect.objectContaining({ userVerification: 'discouraged' }),
      }),
    );
    expect(entryScripts()).toEqual([]);
    // A pick may be the page's only intent: the entry it needs downloads with the offer, behind a touch's requests.
    expect(lowPreloads()).toEqual(['/assets/main.1.js']);
    pick({ response: { userHandle: new TextEncoder().encode('5f0c7e1a-member-sub').buffer } });
    const carried = takePasskeyPick();
    await expect(carried?.picked).resolves.toBe('5f0c7e1a-member-sub');
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      {
        AuthFlow: 'USER_AUTH',
        AuthParameters: { USERNAME: '5f0c7e1a-member-sub', PREFERRED_CHALLENGE: 'WEB_AUTHN' },
        ClientId: CLIENT,
      },
    ]);
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(lowPreloads()).toEqual(['/assets/main.1.js']);
    // The app carries the pick's sign-in on, before the page if it can.
    expect(takeBootHandoff()?.passkeyPicked).toBe('5f0c7e1a-member-sub');
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
    fetch.mockRestore();
    browser.restore();
  });

  it('with the autofill offer, the idle prefetch leaves out the preloaded entry; with Save-Data neither comes', async () => {
    const withField =
      '<div id="root" data-prerendered="Signin"><form><input type="email" name="email">' +
      '<button type="button" data-passkey-control>パスキーでログイン</button></form></div>';
    for (const saveData of [false, true]) {
      const browser = withPasskeyBrowser({ autofill: true });
      Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
      // The previous test's page may still have a task to run (its chunks' preloads): let it run on its own head.
      await new Promise((resolve) => setTimeout(resolve, 0));
      document.head.innerHTML = '';
      document.body.innerHTML = withField;
      jest.useFakeTimers();
      try {
        boot(bootScript(), window, testSettings);
        await jest.advanceTimersByTimeAsync(PREFETCH_AFTER_MS + 1);
        expect(browser.credentialsGet).toHaveBeenCalled();
        expect([preloaded(), prefetched()]).toEqual(
          saveData ? [[], []] : [['/assets/main.1.js'], ['/assets/signin.2.js', '/assets/on-demand-persist.3.js']],
        );
        expect(entryScripts()).toEqual([]);
      } finally {
        takePasskeyPick()?.abort();
        takeBootHandoff();
        delete (navigator as { connection?: unknown }).connection;
        jest.useRealTimers();
        browser.restore();
      }
    }
  });

  it('no autofill request where the app would make none: without conditional mediation, on the app shell, with a session, or once the app holds the page', async () => {
    const withField =
      '<form><input type="email" name="email"><button type="button" data-passkey-control>パスキーでログイン</button></form>';
    const cases: [string, () => void, boolean][] = [
      ['no autofill', () => boot(bootScript(), window, testSettings), false],
      [
        'app shell',
        () => {
          document.body.innerHTML = `<div id="root" data-shell="AccountHome">${withField}</div>`;
          boot(bootScript(), window, testSettings);
        },
        true,
      ],
      [
        'session',
        () => {
          document.cookie = 'CognitoIdentityServiceProvider.x.LastAuthUser=u; path=/';
          boot(bootScript(), window, testSettings);
        },
        true,
      ],
      [
        'taken over',
        () => {
          boot(bootScript(), window, testSettings);
          takeBootHandoff();
        },
        true,
      ],
    ];
    for (const [, run, autofill] of cases) {
      const browser = withPasskeyBrowser({ autofill });
      document.body.innerHTML = `<div id="root" data-prerendered="Signin">${withField}</div>`;
      run();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(browser.credentialsGet).not.toHaveBeenCalled();
      expect(takePasskeyPick()).toBeUndefined();
      expect(preloaded()).toEqual([]);
      document.head.innerHTML = '';
      takeBootHandoff();
      clearCookies();
      browser.restore();
    }
  });

  it('without passkeys in the browser, a tap on the control sends nothing', () => {
    const fetch = jest.spyOn(window, 'fetch').mockImplementation(() => new Promise(() => undefined));
    document.body.innerHTML =
      '<div id="root" data-prerendered="Signin"><form><input type="email" name="email" value="a@example.com">' +
      '<button type="button" data-passkey-control>パスキーでログイン</button></form></div>';
    boot(bootScript(), window, testSettings);
    document.querySelector('button')?.click();
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('on an app shell opened offline with a session: preloads the offline screen instead, sends no read, hides the frame', () => {
    jest.useFakeTimers({ now: NOW });
    const fetch = jest.spyOn(window, 'fetch').mockImplementation(() => new Promise(() => undefined));
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    for (const cookie of amplifyCookies().split('; ')) document.cookie = `${cookie}; path=/`;
    document.body.innerHTML = '<div id="root" data-shell="AccountHome"><h1>サービス一覧</h1></div>';
    const script = bootScript({
      start: 'now',
      prefetch: '/assets/account-home.2.js',
      offline: '/assets/on-demand-offline.5.js https://evil.example/x.js',
    });
    boot(script, window, testSettings);
    // At once, ahead of the entry (whose evaluation would come before a later task).
    expect(preloaded()).toEqual(['/assets/on-demand-offline.5.js']);
    expect(document.head.firstElementChild?.tagName).toBe('LINK');
    jest.advanceTimersByTime(0);
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(preloaded()).toEqual(['/assets/on-demand-offline.5.js']);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(fetch).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(OFFLINE_ATTRIBUTE)).toBe(true);
    // The entry cannot be had: the frame is shown again rather than nothing.
    (document.head.querySelector('script') as HTMLScriptElement).dispatchEvent(new Event('error'));
    expect(document.documentElement.hasAttribute(OFFLINE_ATTRIBUTE)).toBe(false);
    // Online, the same page preloads its own chunks and starts its reads.
    takeBootHandoff();
    document.head.innerHTML = '';
    onLine.mockReturnValue(true);
    boot(script, window, testSettings);
    jest.advanceTimersByTime(0);
    expect(preloaded()).toEqual(['/assets/account-home.2.js']);
    expect(fetch).toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(OFFLINE_ATTRIBUTE)).toBe(false);
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
    onLine.mockRestore();
    fetch.mockRestore();
  });

  it("loads the tag manager of the build's settings when idle, never one named by an attribute", () => {
    jest.useFakeTimers();
    const tagScripts = () =>
      [...document.head.querySelectorAll('script')].filter((script) => script.src.includes('googletagmanager'));
    boot(bootScript({ tagManager: 'GTM-EVIL1' }), window, { ...testSettings, tagManager: '' });
    jest.runAllTimers();
    expect(tagScripts()).toEqual([]);
    takeBootHandoff();
    document.head.innerHTML = '';
    boot(bootScript({ tagManager: 'GTM-EVIL1' }), window, { ...testSettings, tagManager: 'GTM-BUILD1' });
    jest.runAllTimers();
    expect(tagScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-BUILD1']);
  });

  it('on an app shell: preloads its chunks with the entry while a session may exist, in low priority, else nothing', () => {
    jest.useFakeTimers();
    const shell = () => {
      document.body.innerHTML = '<div id="root" data-shell="AccountHome"><h1>サービス一覧</h1></div>';
      boot(bootScript({ start: 'now', prefetch: '/assets/account-home.2.js /assets/on-demand-api.4.js' }));
    };
    shell();
    (document.head.querySelector('script') as HTMLScriptElement).dispatchEvent(new Event('load'));
    jest.runOnlyPendingTimers();
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(preloaded()).toEqual([]);
    takeBootHandoff();
    document.head.innerHTML = '';
    document.cookie = 'CognitoIdentityServiceProvider.client.LastAuthUser=abc; path=/';
    shell();
    // Not at the entry's arrival: the list needs every one of them, and the entry's download is the longest. In the
    // next task (the links' requests are work of their own for the main thread).
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(preloaded()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(preloaded()).toEqual(['/assets/account-home.2.js', '/assets/on-demand-api.4.js']);
    // The entry's request goes first; the preloads in low priority, not ahead of it (nor of the first paint).
    expect(document.head.firstElementChild?.tagName).toBe('SCRIPT');
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => [link.getAttribute('as'), link.getAttribute('fetchpriority')])).toEqual([
      ['script', 'low'],
      ['script', 'low'],
    ]);
    (document.head.querySelector('script') as HTMLScriptElement).dispatchEvent(new Event('load'));
    expect(preloaded()).toEqual(['/assets/account-home.2.js', '/assets/on-demand-api.4.js']);
  });

  it('loads the entry again at the next intent when its download failed (offline)', () => {
    boot(bootScript());
    const field = document.querySelector('input') as HTMLInputElement;
    field.dispatchEvent(new Event('focusin', { bubbles: true }));
    const first = document.head.querySelector('script') as HTMLScriptElement;
    first.dispatchEvent(new Event('error'));
    expect(entryScripts()).toEqual([]);
    field.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
  });

  it('on a device that chose English: marks <html lang="en">, hides the Japanese page and starts the entry at once', () => {
    window.history.replaceState(null, '', '/signin');
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    boot(bootScript());
    expect(entryScripts()).toEqual(['/assets/main.1.js']);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)).toBe(true);
  });

  it('shows the Japanese page again when the entry cannot be downloaded for English', () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    boot(bootScript());
    (document.head.querySelector('script') as HTMLScriptElement).dispatchEvent(new Event('error'));
    expect(document.documentElement.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)).toBe(false);
    expect(document.documentElement.lang).toBe('ja');
  });

  it('leaves a Japanese page as it is', () => {
    window.history.replaceState(null, '', '/signin');
    boot(bootScript());
    expect(document.documentElement.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)).toBe(false);
    expect(entryScripts()).toEqual([]);
  });

  it('does nothing without the entry URL', () => {
    const script = bootScript();
    delete script.dataset.entry;
    boot(script);
    document.querySelector('input')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(entryScripts()).toEqual([]);
  });

  it.each(['https://evil.example/main.js', '//evil.example/main.js', 'javascript:alert(1)', 'data:text/javascript,1'])(
    'loads no entry from another origin or scheme (%s): the CSP hash does not cover the attributes',
    (entry) => {
      boot(bootScript({ entry, start: 'now' }));
      expect(entryScripts()).toEqual([]);
    },
  );

  it('prefetches only chunks of its own origin', () => {
    jest.useFakeTimers();
    boot(bootScript({ prefetch: '/assets/signin.2.js https://evil.example/x.js //evil.example/y.js' }));
    jest.runAllTimers();
    expect(prefetched()).toEqual(['/assets/main.1.js', '/assets/signin.2.js']);
  });
});
