import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The msw server for jest: unhandled requests fail the test (see src/test/setup.ts). */
export const server = setupServer(...handlers);
