import {
  clearPageStartReads,
  EARLY_READS_KEY,
  keepSessionRead,
  sessionReadFor,
  takeEarlyRead,
  type EarlyReadKey,
} from './boot-handoff';
import { EARLY_READS_TTL_MS, offerEarlyRead } from './early-reads';

const ME: EarlyReadKey = { method: 'GET', url: 'https://api.example/api/v1/me', token: 'id-1' };
const answer = () => Promise.resolve(new Response('{}'));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
  jest.useRealTimers();
});

describe('the reads the boot script started', () => {
  it('are taken once, by the same request', () => {
    const response = answer();
    offerEarlyRead(ME, response);
    expect(takeEarlyRead({ ...ME, method: 'get' })).toBe(response);
    expect(takeEarlyRead(ME)).toBeUndefined();
  });

  it('are not taken by a request that differs in method, URL, token or operation', () => {
    offerEarlyRead(ME, answer());
    offerEarlyRead({ method: 'POST', url: 'https://idp.example/', token: 'access-1', operation: 'GetUser' }, answer());
    expect(takeEarlyRead({ ...ME, method: 'POST' })).toBeUndefined();
    expect(takeEarlyRead({ ...ME, url: 'https://api.example/api/v1/me?x=1' })).toBeUndefined();
    expect(takeEarlyRead({ ...ME, token: 'id-2' })).toBeUndefined();
    expect(
      takeEarlyRead({
        method: 'POST',
        url: 'https://idp.example/',
        token: 'access-1',
        operation: 'GetUserAttributeVerificationCode',
      }),
    ).toBeUndefined();
    // The same endpoint written without its trailing slash is the same request.
    expect(
      takeEarlyRead({ method: 'POST', url: 'https://idp.example', token: 'access-1', operation: 'GetUser' }),
    ).toBeDefined();
    expect(takeEarlyRead(ME)).toBeDefined();
  });

  it('are dropped when nobody has taken them for a while: the page asks itself', () => {
    jest.useFakeTimers();
    offerEarlyRead(ME, answer());
    jest.advanceTimersByTime(EARLY_READS_TTL_MS);
    expect(takeEarlyRead(ME)).toBeUndefined();
  });

  it('that failed and were never taken report nothing; taken, they fail as the request would', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      offerEarlyRead(ME, Promise.reject(new TypeError('Failed to fetch')));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takeEarlyRead(ME)).rejects.toThrow('Failed to fetch');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('are none on a page whose boot script started nothing', () => {
    expect(takeEarlyRead(ME)).toBeUndefined();
  });

  it('are dropped with the session read at the end of a session: they are the member’s who left', () => {
    offerEarlyRead(ME, answer());
    keepSessionRead({ clientId: 'client', cookies: 'a=1', session: { member: 'a' } });
    expect(sessionReadFor('client', 'a=1')).toBeDefined();
    clearPageStartReads();
    expect(takeEarlyRead(ME)).toBeUndefined();
    expect(sessionReadFor('client', 'a=1')).toBeUndefined();
  });
});
