import { useEffect, useState } from 'react';

export type Reachability = 'checking' | 'reachable' | 'unreachable';

export const PROBE_TIMEOUT_MS = 8000;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether the external form can load at all. A failed iframe still fires `load` (with the browser's error page),
 * so the form's address is probed first: offline, a network failure or no answer within the timeout means
 * unreachable. An opaque (no-cors) answer is enough: any answer means the service is there.
 */
export const useFrameReachable = (url: string, timeoutMs = PROBE_TIMEOUT_MS): Reachability => {
  const [state, setState] = useState<Reachability>(() => (offline() ? 'unreachable' : 'checking'));
  useEffect(() => {
    if (offline()) return undefined;
    let active = true;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    fetch(url, { mode: 'no-cors', signal: controller.signal, cache: 'no-store' }).then(
      () => active && setState('reachable'),
      () => active && setState('unreachable'),
    );
    return () => {
      active = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, timeoutMs]);
  return state;
};
