import { EARLY_READS_KEY, type EarlyReadKey, type EarlyReads, type WithEarlyReads } from './boot-handoff';

/** The boot script's side of its early requests: it offers the answers, which the app takes (./boot-handoff.ts). */

/** How long an answer the boot script asked for waits to be taken; the page asks again itself after that. */
export const EARLY_READS_TTL_MS = 30_000;

/** The URL as the browser sends it (`http://host:1234` and `http://host:1234/` are one endpoint). */
const normalUrl = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

const keyOf = ({ method, url, token, operation = '', body = '' }: EarlyReadKey) =>
  JSON.stringify([method.toUpperCase(), normalUrl(url), token, operation, body]);

const earlyReads = (win: Window): EarlyReads => {
  const reads = new Map<string, Promise<Response>>();
  return {
    offer: (key, response) => {
      const readKey = keyOf(key);
      reads.set(readKey, response);
      win.setTimeout(() => {
        if (reads.get(readKey) === response) reads.delete(readKey);
      }, EARLY_READS_TTL_MS);
    },
    take: (key) => {
      const readKey = keyOf(key);
      const answer = reads.get(readKey);
      reads.delete(readKey);
      return answer;
    },
    has: (key) => reads.has(keyOf(key)),
    clear: () => reads.clear(),
  };
};

/** Offers a read's answer to the app, once; dropped after EARLY_READS_TTL_MS when nobody takes it. */
export const offerEarlyRead = (key: EarlyReadKey, response: Promise<Response>, win: Window = window) => {
  // An answer never taken (dropped, or the page left) must not report its failure as unhandled.
  response.catch(() => undefined);
  ((win as WithEarlyReads)[EARLY_READS_KEY] ??= earlyReads(win)).offer(key, response);
};

/** Whether an answer for `key` is offered and not taken yet. */
export const hasEarlyRead = (key: EarlyReadKey, win: Window | undefined = globalThis.window) =>
  (win as WithEarlyReads | undefined)?.[EARLY_READS_KEY]?.has(key) ?? false;
