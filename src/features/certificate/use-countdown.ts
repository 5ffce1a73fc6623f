import { useEffect, useState } from 'react';
import { remaining, toDate, type Remaining } from '../../lib/countdown';

export const COUNTDOWN_TICK_MS = 1000;

/**
 * Time left until `expiredAt`, recomputed from the wall clock on every tick (spec section 9: 1 second). Never
 * decremented: after the tab slept or the clock jumped the next tick is right again. Stops ticking once expired.
 */
export const useCountdown = (expiredAt: string): Remaining => {
  const [now, setNow] = useState(() => new Date());
  const left = remaining(toDate(expiredAt), now);
  useEffect(() => {
    if (left.expired) return undefined;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [left.expired]);
  return left;
};
