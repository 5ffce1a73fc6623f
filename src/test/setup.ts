import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../../mocks/server';
import { setRetryDelayForTests } from '../api/base';

// A test's first render of a lazy route compiles the whole page module tree (ts-jest); on a 2-core machine that alone
// can take longer than Testing Library's default 1 s wait for `findBy*`.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Chakra's overlays measure with.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;

setRetryDelayForTests(() => 0);

// Session checks skip Amplify when the browser holds none of its token cookies (src/identity/amplify.ts). Tests decide
// the session with their 'aws-amplify/auth' mocks, so every test starts as a browser that may hold one.
const TOKEN_COOKIE = 'CognitoIdentityServiceProvider.test-client.LastAuthUser';
beforeEach(() => {
  document.cookie = `${TOKEN_COOKIE}=member; path=/`;
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
