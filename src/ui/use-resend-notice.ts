import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: the 'sent again' notice appears 1.5 seconds after a resend. */
export const RESEND_NOTICE_DELAY_MS = 1500;

export interface ResendNoticeOptions {
  send: () => Promise<string | undefined>;
  sentNotice: string;
  /** When the notice appears after a successful send (0: at once). */
  delayMs?: number;
  /** Called with the failure's message (the form shows it in its error alert). */
  onFailure: (message: string) => void;
}

/** A code's resend: busy while it runs, the notice after `delayMs`; nothing is set once the screen is gone. */
export const useResendNotice = ({
  send,
  sentNotice,
  delayMs = RESEND_NOTICE_DELAY_MS,
  onFailure,
}: ResendNoticeOptions) => {
  const [notice, setNotice] = useState<string>();
  const [resending, setResending] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const clearNotice = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(undefined);
  }, []);

  const resend = async () => {
    if (busy.current) return;
    busy.current = true;
    clearNotice();
    setResending(true);
    const failure = await send();
    busy.current = false;
    if (!mounted.current) return;
    setResending(false);
    if (failure) onFailure(failure);
    else if (delayMs > 0) timer.current = setTimeout(() => setNotice(sentNotice), delayMs);
    else setNotice(sentNotice);
  };

  return { notice, resending, resend, clearNotice };
};
