import { useEffect, useState } from 'react';
import { remaining, toDate, type Remaining } from '../../lib/countdown';

export const COUNTDOWN_TICK_MS = 1000;

/** Time left, recomputed from the wall clock every second (never decremented, so a slept tab is right again). */
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
