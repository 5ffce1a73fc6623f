import type { RequestHandler } from 'msw';

/**
 * Default handlers for jest: none. Each test declares the calls it expects with `server.use(...)` and the typed
 * fixtures in mocks/fixtures, so an unexpected call fails the test (onUnhandledRequest: 'error').
 */
export const handlers: RequestHandler[] = [];
