import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { routePaths } from '../src/routing/route-names';
import { appUrl, expect } from './fixtures';

/** The hostile site of the redirect tests; any request to it is answered here, recorded and fails the test. */
export const EVIL_HOST = 'evil.example';
const AUTH_COOKIE_PREFIX = 'CognitoIdentityServiceProvider';
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

const appOrigin = () => new URL(appUrl('/')).origin;
const apiOrigin = () => (process.env.E2E_API_URL ? new URL(process.env.E2E_API_URL).origin : appOrigin());
const identityOrigin = () => new URL(process.env.E2E_IDENTITY_ENDPOINT ?? appUrl('/')).origin;

/** Every form a date of birth can take on screen or on the wire: ISO, slashes, digits only, Japanese long dates. */
export const birthdateForms = (iso: string): string[] => {
  const [year, month, day] = iso.split('-');
  const era = Number(year) >= 1989 ? `平成${Number(year) - 1988}` : `昭和${Number(year) - 1925}`;
  return [
    iso,
    `${year}/${month}/${day}`,
    `${year}${month}${day}`,
    `${year}年${Number(month)}月${Number(day)}日`,
    `${year}年${month}月${day}日`,
    `${era}年${Number(month)}月${Number(day)}日`,
  ];
};

/** A phone number as E.164 (+81…) and as the member types it at home (0…). */
export const phoneForms = (e164: string): string[] => (e164.startsWith('+81') ? [e164, `0${e164.slice(3)}`] : [e164]);

const PERSONAL_FIELDS = [
  'email',
  'family_name',
  'given_name',
  'name',
  'family_name_kana',
  'given_name_kana',
  'insurer_number',
  'kigou',
  'bangou',
];
const TOKEN_FIELDS = ['IdToken', 'AccessToken', 'RefreshToken', 'Session', 'token'];

const decode = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};

/** The payload of a JWT (no verification: the test only reads what the browser was given). */
export const jwtClaims = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const visit = (value: unknown, onField: (key: string, value: string) => void) => {
  if (Array.isArray(value)) value.forEach((item) => visit(item, onField));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([key, inner]) => {
      if (typeof inner === 'string') onField(key, inner);
      else visit(inner, onField);
    });
};

/**
 * Watches one page for the privacy checks: collects the secrets that actually go over the wire (tokens from the
 * identity proxy and the shop token endpoint, the member's data in /me and in what the member sends), every URL the
 * page navigated to or requested from the app, the API and the identity proxy, every console message, and every
 * attempt to reach the hostile site (requests, navigations, `javascript:` dialogs).
 */
export class PrivacyWatch {
  readonly secrets = new Set<string>();
  readonly tokens = new Set<string>();
  readonly navigations: string[] = [];
  readonly requestUrls: string[] = [];
  readonly consoleTexts: string[] = [];
  readonly titles: string[] = [];
  readonly hostile: string[] = [];
  readonly returnTos: { url: string; returnTo: unknown }[] = [];
  readonly subs = new Set<string>();
  private readonly pending: Promise<void>[] = [];

  constructor(private readonly page: Page) {}

  static async attach(page: Page) {
    const watch = new PrivacyWatch(page);
    await watch.install();
    return watch;
  }

  add(...values: (string | null | undefined)[]) {
    for (const value of values) if (value && value.trim().length >= 2) this.secrets.add(value.trim());
  }

  private async install() {
    const { page } = this;
    await page.context().route(
      (url) => url.hostname === EVIL_HOST || url.hostname.endsWith(`.${EVIL_HOST}`),
      async (route) => {
        this.hostile.push(`request ${route.request().url()}`);
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>evil</title><main>evil</main></html>',
        });
      },
    );
    page.on('dialog', (dialog) => {
      this.hostile.push(`dialog ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigations.push(frame.url());
      if (!frame.url().startsWith('http')) this.hostile.push(`navigation ${frame.url()}`);
    });
    page.on('console', (message) => this.consoleTexts.push(message.text()));
    page.on('pageerror', (error) => this.consoleTexts.push(`pageerror: ${error.message}`));
    page.on('request', (request) => this.onRequest(request));
    page.on('response', (response) => {
      this.pending.push(this.onResponse(response).catch(() => undefined));
    });
  }

  private onRequest(request: Request) {
    const url = new URL(request.url());
    if ([appOrigin(), apiOrigin(), identityOrigin()].includes(url.origin)) this.requestUrls.push(request.url());
    if (url.hostname.endsWith(EVIL_HOST)) this.hostile.push(`request ${request.url()}`);
    if (request.method() !== 'POST') return;
    const body = request.postDataJSON() as unknown;
    if (
      /\/api\/v1\/user\/(otc_tokens|service_registrations|pseudonymized_service_registrations)$/.test(url.pathname) &&
      body &&
      typeof body === 'object'
    ) {
      if ('return_to' in body)
        this.returnTos.push({ url: request.url(), returnTo: (body as { return_to: unknown }).return_to });
    }
    // What the member sends to the API is theirs: names, kana, birth date, insurer fields, phone.
    if (url.origin === apiOrigin() && url.pathname.startsWith('/api/')) {
      visit(body, (key, value) => {
        if (PERSONAL_FIELDS.includes(key) || key.endsWith('_kana')) this.add(value);
        if (key === 'birthdate' || key === 'birthday') birthdateForms(value).forEach((form) => this.add(form));
        if (key === 'phone_number') phoneForms(value).forEach((form) => this.add(form));
      });
    }
  }

  private async onResponse(response: Response) {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    const fromIdentity =
      url.origin === identityOrigin() && (type.includes('json') || response.request().method() === 'POST');
    const fromApi = url.origin === apiOrigin() && url.pathname.startsWith('/api/');
    // The member's own record: /me (other answers have names too, e.g. the insurer's, which are not personal).
    const member = fromApi && url.pathname.endsWith('/me');
    if ((!fromIdentity && !fromApi) || response.status() === 204 || response.request().method() === 'OPTIONS') return;
    const body = (await response.json()) as unknown;
    visit(body, (key, value) => {
      if (TOKEN_FIELDS.includes(key)) {
        this.tokens.add(value);
        this.add(value);
        if (key === 'IdToken') {
          const sub = jwtClaims(value).sub;
          if (typeof sub === 'string') this.subs.add(sub);
        }
      }
      if (fromIdentity && key === 'Value' && /@|^\+/.test(value)) this.add(value);
      if (member && (PERSONAL_FIELDS.includes(key) || key.endsWith('_kana'))) this.add(value);
      if (member && key === 'birthdate') birthdateForms(value).forEach((form) => this.add(form));
      if (member && key === 'phone_number') phoneForms(value).forEach((form) => this.add(form));
    });
  }

  /** Waits for the response bodies read so far (tokens and /me data are secrets from then on). */
  async settle() {
    await Promise.all(this.pending.splice(0));
  }

  private findSecrets(text: string) {
    const decoded = decode(text);
    const found = [...this.secrets].filter((secret) => text.includes(secret) || decoded.includes(secret));
    if (JWT.test(text) || JWT.test(decoded)) found.push('a JWT');
    return found;
  }

  /**
   * The state the page is in now: web storage, IndexedDB, the title, window.dataLayer, and everything seen so far
   * (URLs navigated to and requested, console messages) holds no secret; nothing went to the hostile site.
   * `allowedUrl` names URLs that may carry a secret by contract (returned as an explanation for the failure message).
   */
  async expectNothingLeaked(label: string, allowedUrl: (url: URL) => boolean = () => false) {
    await this.settle();
    const { page } = this;
    expect(this.secrets.size, 'secrets collected before checking').toBeGreaterThan(0);
    const state = await readWebState(page);
    this.titles.push(state.title);
    const where = (what: string) => `${label}: ${what}`;
    expect(this.findSecrets(state.local), where('localStorage')).toEqual([]);
    expect(this.findSecrets(state.session), where('sessionStorage')).toEqual([]);
    expect(this.findSecrets(state.indexed), where('IndexedDB')).toEqual([]);
    expect(this.findSecrets(state.caches), where('Cache Storage')).toEqual([]);
    for (const title of this.titles) expect(this.findSecrets(title), where(`title "${title}"`)).toEqual([]);
    for (const text of this.consoleTexts)
      expect(this.findSecrets(text), where(`console "${text.slice(0, 200)}"`)).toEqual([]);
    for (const url of [...this.navigations, ...this.requestUrls]) {
      if (url.startsWith('http') && allowedUrl(new URL(url))) continue;
      expect(this.findSecrets(url), where(`URL ${url}`)).toEqual([]);
    }
    this.expectDataLayerClean(state.dataLayer, where('window.dataLayer'));
    expect(this.hostile, where('attempts to reach the hostile site')).toEqual([]);
  }

  /** window.dataLayer: the tag manager's start event and the user id (a Cognito sub seen in an ID token) only. */
  private expectDataLayerClean(serialized: string, message: string) {
    const entries = JSON.parse(serialized) as Record<string, unknown>[];
    for (const entry of entries) {
      const keys = Object.keys(entry).sort();
      if ('user_id' in entry) {
        expect(keys, message).toEqual(['user_id']);
        expect([...this.subs], message).toContain(entry.user_id);
      } else
        expect(
          keys.filter((key) => !['event', 'gtm.start'].includes(key)),
          message,
        ).toEqual([]);
    }
    expect(this.findSecrets(serialized), message).toEqual([]);
  }

  /** The browser stayed on the app's origin (and, where given, the external sites the spec hands members to). */
  expectStayedOnOrigin(extraOrigins: string[] = []) {
    const origins = [appOrigin(), ...extraOrigins];
    expect(
      this.navigations.filter((url) => url !== 'about:blank' && !origins.includes(safeOrigin(url))),
      'main-frame navigations off the app origin',
    ).toEqual([]);
    expect(this.hostile, 'attempts to reach the hostile site').toEqual([]);
  }

  /** Every return_to sent to the shop endpoints is one of the app's own routes on the app's origin. */
  expectShopReturnTosSafe() {
    const known = new Set(Object.values(routePaths).filter((path) => path.startsWith('/') && path !== '/'));
    for (const { url, returnTo } of this.returnTos) {
      expect(typeof returnTo, `return_to of ${url}`).toBe('string');
      const target = new URL(String(returnTo), appOrigin());
      expect(String(returnTo), `return_to of ${url} is absolute on the app origin`).toMatch(
        new RegExp(`^${escapeRegExp(appOrigin())}/(?![/\\\\])`),
      );
      expect(target.origin, `return_to of ${url}`).toBe(appOrigin());
      expect(
        known.has(target.pathname as (typeof routePaths)[keyof typeof routePaths]),
        `return_to ${String(returnTo)} is a known route`,
      ).toBe(true);
      expect(`${target.search}${target.hash}`, `return_to ${String(returnTo)} carries no query`).toBe('');
    }
  }
}

/**
 * Everything the page keeps in web storage, IndexedDB and Cache Storage (serialized), its data layer and its title.
 * The one place a member's data may be kept across pages is the certificate saved on this device by the member's
 * choice (e2e/production/offline-certificate.spec.ts checks what it holds and that it goes); the members of these
 * checks never make that choice, so nothing of theirs may be in any of these.
 */
export const readWebState = (page: Page) =>
  page.evaluate(async () => {
    const readAll = (db: IDBDatabase, store: string) =>
      new Promise<unknown>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const readKeys = (db: IDBDatabase, store: string) =>
      new Promise<unknown>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const indexed: Record<string, Record<string, unknown>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stores: Record<string, unknown> = {};
      for (const store of Array.from(db.objectStoreNames))
        stores[store] = { keys: await readKeys(db, store), values: await readAll(db, store) };
      db.close();
      indexed[name] = stores;
    }
    // Cache Storage: each entry's URL and body (the production build's service worker keeps the build's files there).
    const cached: { cache: string; url: string; body: string }[] = [];
    for (const name of typeof caches === 'undefined' ? [] : await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        cached.push({ cache: name, url: request.url, body: (await (await cache.match(request))?.text()) ?? '' });
    }
    const safe = (value: unknown) =>
      JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Blob ? `[blob ${inner.size}]` : inner));
    return {
      local: safe({ ...localStorage }),
      session: safe({ ...sessionStorage }),
      indexed: safe(indexed),
      caches: safe(cached),
      dataLayer: safe((window as { dataLayer?: unknown[] }).dataLayer ?? []),
      title: document.title,
    };
  });

const safeOrigin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const authCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name.startsWith(AUTH_COOKIE_PREFIX)).map((cookie) => cookie.name);

/** The persisted navigation context as redux-persist writes it (each field JSON-encoded once more). */
export const plantNavigationContext = (page: Page, context: { service?: unknown; eligibilityTarget?: unknown }) =>
  page.evaluate((value) => {
    sessionStorage.setItem(
      'persist:portal.navigation',
      JSON.stringify({
        service: JSON.stringify(value.service ?? null),
        eligibilityTarget: JSON.stringify(value.eligibilityTarget ?? null),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
  }, context);
