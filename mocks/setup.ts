import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';
import { setRetryDelayForTests } from '../src/api/base';
import { en } from '../src/i18n/en';
import { putTexts } from '../src/i18n/language';
// The whole catalogue for every test: the screen groups join `ja` when their module loads (src/i18n/screens).
import '../src/i18n/screens';
// The loading table: code below src/app asks it for its chunks by name, as in the app.
import '../src/app/loading-table';
import { failOnUnexpected, installConsoleCapture, recordUnhandledRequest } from './strict';
import { setTestTokenCookie } from './token-cookie';

// The identity calls of every test file: each of aws-amplify/auth's functions is a bare jest.fn(), which the test
// sets (mocks/amplify-session.ts signs a member in). AuthError and decodeJWT stay real. A file that needs more
// (a default answer for every test) still declares its own jest.mock, which replaces this one.
jest.mock('aws-amplify/auth', () => {
  const actual = jest.requireActual<Record<string, unknown>>('aws-amplify/auth');
  const keep = new Set(['AuthError', 'decodeJWT']);
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [
      name,
      typeof value === 'function' && !keep.has(name) ? jest.fn() : value,
    ]),
  );
});

installConsoleCapture();

// A test's first render of a lazy route compiles the whole page module tree (ts-jest), which on a loaded 2-core machine
// takes far longer than Testing Library's default 1 s wait for `findBy*`. A wait ends as soon as what it waits for is
// there: only a failing test waits the whole limit, which stays well under jest's testTimeout (jest.config.ts).
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no user-agent style sheet: a span's computed display is '', which the accessible-name computation reads as
// a block and pads with spaces ("Insurer number ( 保険者番号 )"). Browsers show a span inline, so the English labels
// whose Japanese term sits in <span lang="ja"> (src/ui/mark-japanese.tsx, one inline wrapper around the parts) are
// named as in Chromium.
const inlineSpans = document.createElement('style');
inlineSpans.textContent = 'span { display: inline; }';
document.head.append(inlineSpans);

// jsdom lacks what Chakra's overlays measure with.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom has HTMLDialogElement (and its `open` attribute) but none of its methods (ConfirmModal uses showModal/close).
// No top layer or inert page here: only the attribute and the `close` event, queued as browsers do.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const invalidState = (message: string) => new DOMException(message, 'InvalidStateError');
  const modal = new WeakSet<HTMLDialogElement>();
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.open && modal.has(this)) return;
      if (this.open) throw invalidState('The dialog is already open as a non-modal dialog.');
      if (!this.isConnected) throw invalidState('The dialog is not in a document.');
      this.setAttribute('open', '');
      modal.add(this);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.removeAttribute('open');
      modal.delete(this);
      if (returnValue !== undefined) this.returnValue = returnValue;
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
}
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;

setRetryDelayForTests(() => 0);

// Session checks skip Amplify when the browser holds none of its token cookies (src/identity/amplify.ts). Tests decide
// the session with their 'aws-amplify/auth' mocks, so every test starts as a browser that may hold one.
beforeEach(setTestTokenCookie);

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      recordUnhandledRequest(request.method, request.url);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
// Whatever a test left on the console or sent without a handler fails that test. jest-circus runs root afterEach
// hooks in declaration order, so this runs after Testing Library's cleanup (registered by its import above).
afterEach(() => failOnUnexpected('unexpected console output or request during this test'));
afterAll(() => {
  server.close();
  failOnUnexpected('unexpected console output or request outside the tests of this file');
});

// `npm run test:en`: the screens' own tests again with the English catalogue copied into `ja` (src/i18n/language.ts)
// before the test file loads, so every assertion made through the catalogue now expects English, and a screen that
// shows Japanese fails.
if (process.env.PORTAL_TEST_LANGUAGE === 'en') putTexts('en', en);
