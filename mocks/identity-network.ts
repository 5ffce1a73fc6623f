import { observeIdentityAttempts } from '../src/identity/attempts';

/**
 * The network under the page's fetch wrapper (src/identity/attempts.ts), through which Amplify's calls go: for a test
 * file, every call reaching it is kept in `sent` (emptied before each test) and answered with `answer(init)`.
 */
export const networkUnderAttempts = (answer: (init?: RequestInit) => Response) => {
  const sent: { url: string; init?: RequestInit }[] = [];
  beforeAll(() => {
    window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), init });
      return answer(init);
    });
    observeIdentityAttempts();
  });
  beforeEach(() => {
    sent.length = 0;
  });
  /** Amplify's call: answered by the early request when it takes one, else by the network (undefined here). */
  const earlySignInAnswer = (url: string, init: RequestInit) => {
    const before = sent.length;
    const response = window.fetch(url, init);
    return sent.length === before ? response : undefined;
  };
  return { sent, earlySignInAnswer };
};
