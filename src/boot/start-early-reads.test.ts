import { accessClaims, amplifyCookies, CLIENT, expiresIn, idClaims, jwt, NOW } from '../../mocks/session-cookies';
import { clearCookies } from '../../mocks/token-cookie';
import { EARLY_READS_KEY, takeEarlyRead } from '../lib/boot-handoff';
import { readCookieSession } from '../identity/cookie-tokens';
import { startEarlyReads } from './start-early-reads';

const READS = {
  identity: 'http://localhost:9230',
  client: CLIENT,
  me: '/api/v1/user/white_id_accounts/me',
};

/** A window whose cookies and fetch the test sets. */
const browser = (cookie: string) => {
  const fetch = jest.fn(async () => new Response('{}'));
  const win = {
    document: { cookie },
    location: { href: 'http://localhost:8080/account' },
    fetch,
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  } as unknown as Window;
  return { win, fetch };
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
  clearCookies();
});

describe('the app shell’s first reads, started by its boot script', () => {
  it('with a session the app reads from its cookies: GetUser and /me, as the app sends them, offered to it', () => {
    const id = jwt(idClaims());
    const access = jwt(accessClaims());
    const { win, fetch } = browser(amplifyCookies({ id, access }));
    expect(startEarlyReads(READS, win, NOW)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('http://localhost:9230/', {
      method: 'POST',
      cache: 'no-store',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: access }),
    });
    expect(fetch).toHaveBeenCalledWith('http://localhost:8080/api/v1/user/white_id_accounts/me', {
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${id}` },
    });
    expect(
      takeEarlyRead(
        {
          method: 'POST',
          url: 'http://localhost:9230',
          token: access,
          operation: 'AWSCognitoIdentityProviderService.GetUser',
        },
        win,
      ),
    ).toBeDefined();
    expect(
      takeEarlyRead({ method: 'GET', url: 'http://localhost:8080/api/v1/user/white_id_accounts/me', token: id }, win),
    ).toBeDefined();
  });

  it('leaves its read of the cookies to the app: the same session object, not parsed again', () => {
    const cookies = amplifyCookies();
    const { win } = browser(cookies);
    expect(startEarlyReads(READS, win, NOW)).toBe(true);
    const parse = jest.spyOn(JSON, 'parse');
    const session = readCookieSession(CLIENT, cookies, NOW, win);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(session?.tokens?.idToken?.toString()).toBe(jwt(idClaims()));
  });

  it('nothing where the app would ask Amplify: no session, another client’s, a token about to expire', () => {
    for (const cookie of [
      '',
      amplifyCookies({ client: 'another-client' }),
      amplifyCookies({ access: jwt(accessClaims({ exp: expiresIn(30_000) })) }),
    ]) {
      const { win, fetch } = browser(cookie);
      expect(startEarlyReads(READS, win, NOW)).toBe(false);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('nothing with an endpoint that is not a URL', () => {
    const { win, fetch } = browser(amplifyCookies());
    expect(startEarlyReads({ ...READS, identity: 'http://[bad' }, win, NOW)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
