import type { SessionId } from './session-key';

/**
 * One session per browser: a sign-out, a session end or a sign-in in one tab is told to the portal's other tabs. The
 * message only wakes them; each compares the cookies (the one truth every tab shares) with the member it holds.
 */
export const SESSION_CHANNEL = 'member-portal.session';

export type SessionMessage = { kind: 'ended'; session: string } | { kind: 'signedIn' };

let channel: BroadcastChannel | undefined;
const channelOf = () => {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  if (!channel) {
    channel = new BroadcastChannel(SESSION_CHANNEL);
    // Node's channel (jest, the prerender) would otherwise keep the process alive; browsers have no `unref`.
    (channel as { unref?: () => void }).unref?.();
  }
  return channel;
};

const post = (message: SessionMessage) => {
  try {
    channelOf()?.postMessage(message);
  } catch {
    // A closed channel (the page is being unloaded): the other tabs still check the cookies when shown.
  }
};

export const announceSessionEnd = (ended: SessionId) => post({ kind: 'ended', session: ended.key });

export const announceSignIn = () => post({ kind: 'signedIn' });

export const parseSessionMessage = (data: unknown): SessionMessage | undefined => {
  if (!data || typeof data !== 'object') return undefined;
  const { kind, session } = data as { kind?: unknown; session?: unknown };
  if (kind === 'ended' && typeof session === 'string') return { kind, session };
  if (kind === 'signedIn') return { kind };
  return undefined;
};

/** Calls `onMessage` with each well-formed message of another tab; returns a function that stops listening. */
export const listenToOtherTabs = (onMessage: (message: SessionMessage) => void) => {
  const listening = channelOf();
  const listener = (event: MessageEvent) => {
    const message = parseSessionMessage(event.data);
    if (message) onMessage(message);
  };
  listening?.addEventListener('message', listener);
  return () => listening?.removeEventListener('message', listener);
};
