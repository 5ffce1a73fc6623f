import type { Page, Request, Route } from '@playwright/test';
import { serverError } from '../mocks/fixtures';
import { ja } from '../src/i18n/ja';
import { appUrl, expect } from './fixtures';
import { demoMember } from './members';

/**
 * Fault injection for the quality-faults specs: page.route answers a call class with a gateway's 429/500/502/503/504 or
 * drops the connection, for a given number of requests or until cleared, and counts every request of that class
 * (faulted or passed on) so retries can be asserted.
 */

export interface Fault {
  label: string;
  status?: number;
  /** A dropped connection: the request fails at the network level (fetch rejects, RTK Query's FETCH_ERROR). */
  abort?: 'connectionreset' | 'failed';
}

export const FAULTS: readonly Fault[] = [
  { label: '429', status: 429 },
  { label: '500', status: 500 },
  { label: '502', status: 502 },
  { label: '503', status: 503 },
  { label: '504', status: 504 },
  { label: 'dropped connection', abort: 'connectionreset' },
];

/** The contract's own 500 example: the error shape with a message meant for members (spec section 8 shows it). */
const SERVER_ERROR_MESSAGE = serverError.errors?.[0] ?? '';

/**
 * What the API answers under a fault: the contract's own 500 example (the error shape), API Gateway's bodies in its
 * own shape (`{ "message": … }`), or nothing at all.
 */
const GATEWAY_BODIES: Record<number, string> = {
  429: JSON.stringify({ message: 'Too Many Requests' }),
  500: JSON.stringify(serverError),
  502: '',
  503: JSON.stringify({ message: 'Service Unavailable' }),
  504: JSON.stringify({ message: 'Endpoint request timed out' }),
};

/**
 * What Cognito's endpoint answers (AWS JSON, error type in a header and in `__type`): throttling and its internal
 * error in its own format; 502/503/504 come from the front servers with an empty body.
 */
const COGNITO_ERRORS: Record<number, { type: string; message: string }> = {
  429: { type: 'TooManyRequestsException', message: 'Rate exceeded' },
  500: { type: 'InternalErrorException', message: 'Internal server error' },
};

/**
 * What the generic error display (spec section 8, src/lib/error-message.ts) shows for a core-API fault: the body's
 * message when it has the contract's error shape (the 500 here), else the communication-error text.
 */
export const apiFaultText = (fault: Fault): string =>
  fault.status === 500 ? SERVER_ERROR_MESSAGE : ja.errors.communication;

/** RTK Query's base query: one request plus up to 3 retries for GETs (src/api/base.ts). */
export const GET_ATTEMPTS = 4;
/** A fault shorter than the retries: the GET must end with the data, without the member doing anything. */
export const SHORT_FAULT = 2;

export interface FaultSwitch {
  /** Requests of this class seen since the last `inject`/`resetCount` (faulted or passed on). */
  readonly count: number;
  /** Requests answered with the fault since the last `inject`. */
  readonly faulted: number;
  /** Fault the next `times` requests (all of them when omitted); earlier counts are reset. */
  inject: (fault: Fault, times?: number) => void;
  clear: () => void;
  resetCount: () => void;
  /** Waits until `n` requests of this class were seen. */
  waitForCount: (n: number) => Promise<void>;
  /** Waits until every request of this class seen so far has had its answer (or failed). */
  settled: () => Promise<void>;
}

const answer = async (route: Route, fault: Fault, wire: 'api' | 'cognito', extraHeaders: Record<string, string>) => {
  if (fault.abort) {
    await route.abort(fault.abort);
    return;
  }
  const status = fault.status ?? 500;
  if (wire === 'cognito') {
    const error = COGNITO_ERRORS[status];
    const headers = {
      'content-type': 'application/x-amz-json-1.1',
      ...extraHeaders,
      ...(error ? { 'x-amzn-errortype': `${error.type}:` } : {}),
    };
    await route.fulfill({
      status,
      headers,
      body: error ? JSON.stringify({ __type: error.type, message: error.message }) : '',
    });
    return;
  }
  await route.fulfill({
    status,
    headers: { 'content-type': 'application/json', ...extraHeaders },
    body: GATEWAY_BODIES[status] ?? '',
  });
};

interface FaultOptions {
  /** Only requests this accepts belong to the class (e.g. one method, one X-Amz-Target). */
  filter?: (request: Request) => boolean;
  /** 'cognito': the identity endpoint (cross-origin, so the answer carries CORS headers as the real one's would). */
  wire?: 'api' | 'cognito';
}

/** Routes one call class through a switchable fault. CORS preflights always pass on untouched. */
export const faultSwitch = async (
  page: Page,
  url: string | RegExp,
  options: FaultOptions = {},
): Promise<FaultSwitch> => {
  let active: Fault | undefined;
  let remaining = 0;
  let count = 0;
  let faulted = 0;
  const onTheirWay = new Set<Request>();
  const ended = (request: Request) => onTheirWay.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.route(url, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS' || (options.filter && !options.filter(request))) {
      await route.fallback();
      return;
    }
    count += 1;
    onTheirWay.add(request);
    if (active && remaining > 0) {
      remaining -= 1;
      faulted += 1;
      const origin = request.headers().origin;
      const wire = options.wire ?? 'api';
      const cors: Record<string, string> =
        wire === 'cognito' && origin
          ? {
              'access-control-allow-origin': origin,
              'access-control-allow-credentials': 'true',
              'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid',
            }
          : {};
      await answer(route, active, wire, cors);
      return;
    }
    await route.fallback();
  });
  const control: FaultSwitch = {
    get count() {
      return count;
    },
    get faulted() {
      return faulted;
    },
    inject: (fault, times = Number.POSITIVE_INFINITY) => {
      active = fault;
      remaining = times;
      count = 0;
      faulted = 0;
    },
    clear: () => {
      active = undefined;
      remaining = 0;
    },
    resetCount: () => {
      count = 0;
      faulted = 0;
    },
    waitForCount: async (n) => {
      await expect
        .poll(() => count, { message: `requests of the faulted class (expected ${n})` })
        .toBeGreaterThanOrEqual(n);
    },
    settled: async () => {
      await expect.poll(() => onTheirWay.size, { message: 'requests of the faulted class still on their way' }).toBe(0);
    },
  };
  return control;
};

/** The identity proxy's AWS JSON calls with one X-Amz-Target (e.g. 'InitiateAuth', 'SignUp', 'ForgotPassword'). */
export const identityTarget = (operation: string) => (request: Request) =>
  request.method() === 'POST' && request.headers()['x-amz-target'] === `AWSCognitoIdentityProviderService.${operation}`;

export const identityEndpointPattern = () => {
  const endpoint = process.env.E2E_IDENTITY_ENDPOINT;
  if (!endpoint) throw new Error('E2E_IDENTITY_ENDPOINT is not set (global-setup starts the stack)');
  return `${endpoint.replace(/\/$/, '')}/**`;
};

/** Core API paths, reached through the dev server. */
export const apiPath = (path: string) => new RegExp(`/api/v1/user/${path}(\\?.*)?$`);

/**
 * A client-side navigation, as the browser's back/forward would cause (history entry + popstate), so the store and
 * the API cache survive: far cheaper than a page load on this small machine, and the route's loaders run as usual.
 */
export const navigateInApp = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
};

/** Chromium logs every failed request as "Failed to load resource"; with injected faults those are expected. */
const EXPECTED_FAILED_LOAD = /^Failed to load resource: /;

/**
 * Nothing but the injected faults' own "Failed to load resource" lines may reach the console: no page error, no
 * "Uncaught (in promise)", no React warning. `allowed` lists what a test provokes on purpose (a render error).
 */
export const expectCleanConsole = (errors: readonly string[], allowed: readonly RegExp[] = []) => {
  const unexpected = errors.filter(
    (error) => !EXPECTED_FAILED_LOAD.test(error) && !allowed.some((pattern) => pattern.test(error)),
  );
  expect(unexpected, 'console errors other than the injected failed loads').toEqual([]);
};

/** The page still stands: its main landmark and its h1 (by name) are on screen, so nothing went blank. */
export const expectScreen = async (page: Page, heading: string) => {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

/** The server-error page the guards send a failed load to (spec section 8, Guards). */
export const expectServerErrorPage = async (page: Page) => {
  await expect(page).toHaveURL(/\/500\.html$/);
  await expectScreen(page, ja.errors.serverErrorTitle);
  await expect(page.getByText(ja.errors.serverErrorBody, { exact: true })).toBeVisible();
};

/** The 'verified without eligibility' demo member, who lands on the eligibility check. */
export const signInVerified = async (page: Page) => {
  const verified = demoMember('verified');
  await page.goto(appUrl('/signin'));
  await page.getByRole('textbox', { name: ja.common.email }).fill(verified.email);
  await page.getByRole('textbox', { name: ja.common.password }).fill(verified.password);
  await page.getByRole('main').getByRole('button', { name: ja.signin.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/eligibility-check$/);
};
