import '@testing-library/jest-dom';
import { server } from '../../mocks/server';
import { setRetryDelayForTests } from '../api/base';

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
