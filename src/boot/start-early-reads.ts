import { apiRequestHeaders } from '../api/request-headers';
import { getUserRequest, GET_USER_TARGET, readCookieSession } from '../identity/cookie-tokens';
import { type ShellReads } from '../lib/boot-handoff';
import { offerEarlyRead } from '../lib/early-reads';

/**
 * The reads the app shell's boot script starts before the entry has arrived: a reload of /account needs GetUser (the
 * member) and /me (the list), and asked by the app each would wait for the entry's download and start. Their answers
 * are offered to the app (src/lib/boot-handoff.ts), which takes one only for the same request with the same token.
 */

/**
 * On the app shell with a session in Amplify's cookies that the app will read itself (src/identity/cookie-session.ts:
 * the same client, one member, both tokens valid for a while yet), starts GetUser and /me as the app would send them,
 * and offers their answers to it. Nothing without such a session: the app asks Amplify, which may
 * refresh the tokens first. Returns whether the reads were started.
 */
export const startEarlyReads = (reads: ShellReads, win: Window = window, now: number = Date.now()) => {
  if (typeof win.fetch !== 'function') return false;
  const session = readCookieSession(reads.client, win.document.cookie, now, win);
  const accessToken = session?.tokens?.accessToken?.toString();
  const idToken = session?.tokens?.idToken?.toString();
  return accessToken && idToken ? offerMemberReads(reads, accessToken, idToken, win) : false;
};

/** Starts GetUser and /me with these tokens (the cookies', or a passkey sign-in's) and offers the answers to the app. */
export const offerMemberReads = (reads: ShellReads, accessToken: string, idToken: string, win: Window) => {
  let identity: string;
  let me: string;
  try {
    identity = new URL(reads.identity, win.location.href).href;
    me = new URL(reads.me, win.location.href).href;
  } catch {
    return false;
  }
  offerEarlyRead(
    { method: 'POST', url: identity, token: accessToken, operation: GET_USER_TARGET },
    win.fetch(identity, getUserRequest(accessToken)),
    win,
  );
  const headers = apiRequestHeaders(idToken);
  offerEarlyRead({ method: 'GET', url: me, token: idToken }, win.fetch(me, { headers }), win);
  return true;
};
