import { failOnUnexpected, installConsoleCapture } from './strict';
// The whole catalogue (`ja`) for the scripts' and the local stack's tests (src/i18n/screens).
import '../src/i18n/screens';

// The node project (scripts, local stack, contract, infra) is as strict as the dom one (mocks/setup.ts): a
// console.error or console.warn line fails the test during which it happened, unless the test declares it with
// expectConsole. No msw here: these tests talk to real local servers.
installConsoleCapture();
afterEach(() => failOnUnexpected('unexpected console output during this test'));
afterAll(() => failOnUnexpected('unexpected console output outside the tests of this file'));
