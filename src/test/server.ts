import { setupServer } from 'msw/node';

/**
 * The msw server for jest, with no default handlers: each test declares the calls it expects with
 * `server.use(mockOperation(...))` (src/test/mock-operation.ts) and the contract's fixtures (src/test/fixtures), so an
 * unexpected call fails the test (onUnhandledRequest, src/test/setup.ts).
 */
export const server = setupServer();
