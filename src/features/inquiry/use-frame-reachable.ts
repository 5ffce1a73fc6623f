import { useEffect, useState } from 'react';

export type Reachability = 'checking' | 'reachable' | 'unreachable';

export const PROBE_TIMEOUT_MS = 8000;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether the external form can load. A failed iframe still fires `load`, so the address is probed first; an opaque
 * (no-cors) answer is enough.
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
