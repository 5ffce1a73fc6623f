import { setupServer } from 'msw/node';
import { certificateNone, otcAccountNotFound } from './fixtures';
import { mockOperation } from './mock-operation';

/**
 * The reads every test answers the same unless it says otherwise: the service list's certificate card asks for the
 * latest application of any member who agreed to the certificate (no application, a 404, so the card has no line);
 * focus or a pointer on a link to settings starts its read of the shop account (no account, a 404).
 */
export const defaultHandlers = [
  mockOperation('getLatestCertificateApplication', certificateNone),
  mockOperation('getOtcAccount', otcAccountNotFound),
];

/**
 * The msw server for jest. Beyond the defaults above, each test declares the calls it expects with
 * `server.use(mockOperation(...))` (mocks/mock-operation.ts) and the contract's fixtures (mocks/fixtures), so an
 * unexpected call fails the test (onUnhandledRequest, mocks/setup.ts); `server.resetHandlers()` keeps the defaults.
 */
export const server = setupServer(...defaultHandlers);
