import { setupServer } from 'msw/node';

/**
 * The msw server for jest, with no default handlers: each test declares the calls it expects with
 * `server.use(mockOperation(...))` (mocks/mock-operation.ts) and the contract's fixtures (mocks/fixtures), so an
 * unexpected call fails the test (onUnhandledRequest, mocks/setup.ts).
 */
export const server = setupServer();
