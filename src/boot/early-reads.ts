/**
 * How the app takes the answers of reads the boot script started: only by the same request, once. Small, so a copy
 * goes with each chunk that takes one.
 */

export const EARLY_READS_KEY = '__portalEarlyReads';

/** What makes two reads the same request. */
export interface EarlyReadKey {
  method: string;
  url: string;
  /** The access token (Cognito) or the Authorization header's value (the API). */
  credential: string;
  /** Cognito's `x-amz-target`; none for the API. */
  operation?: string;
}

export interface EarlyReads {
  take: (key: EarlyReadKey) => Promise<Response> | undefined;
}

/** The answer of the boot script's read that is the same request as `key`, once; undefined when there is none. */
export const takeEarlyRead = (key: EarlyReadKey, win: Window | undefined = globalThis.window) =>
  (win as (Window & { [EARLY_READS_KEY]?: EarlyReads }) | undefined)?.[EARLY_READS_KEY]?.take(key);
