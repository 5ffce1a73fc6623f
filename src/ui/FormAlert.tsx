import { Alert, Box } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { markJapaneseIn } from './mark-japanese';

export const ALERT_TICK_MS = 1000;

export interface FormAlertProps {
  status?: 'error' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  /** Seconds until the alert hides itself (spec: alerts count down when given a number). */
  autoHideSeconds?: number;
  onHidden?: () => void;
}

/** An announced message (role=alert for errors, status otherwise); optionally counts down and hides. */
export const FormAlert = ({ status = 'error', title, children, autoHideSeconds, onHidden }: FormAlertProps) => {
  const [remaining, setRemaining] = useState(autoHideSeconds);
  useEffect(() => setRemaining(autoHideSeconds), [autoHideSeconds, title, children]);
  useEffect(() => {
    if (remaining === undefined) return undefined;
    if (remaining <= 0) {
      onHidden?.();
      return undefined;
    }
    const timer = setTimeout(() => setRemaining(remaining - 1), ALERT_TICK_MS);
    return () => clearTimeout(timer);
  }, [remaining, onHidden]);
  if (remaining !== undefined && remaining <= 0) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} mb="4">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{markJapaneseIn(title)}</Alert.Title> : null}
        {children ? (
          <Alert.Description>
            <Box whiteSpace="pre-line">{markJapaneseIn(children)}</Box>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
};
