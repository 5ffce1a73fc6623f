import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ja } from '../i18n/ja';
import { BusyButton } from './BusyButton';

export const MODAL_FADE_MS = 150;

// Spec section 9: modals fade in and out in 150 ms (Chakra's fade keyframes; its default motion is longer and scales).
const fade = {
  _open: { animationName: 'fade-in', animationDuration: `${MODAL_FADE_MS}ms` },
  _closed: { animationName: 'fade-out', animationDuration: `${MODAL_FADE_MS}ms` },
} as const;

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Omit for a modal that cannot be dismissed (only its action closes it). */
  cancelLabel?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}

export const ConfirmModal = ({ open, title, children, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmModalProps) => {
  const closable = Boolean(onCancel);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnInteractOutside={closable}
      closeOnEscape={closable}
      onOpenChange={(details) => {
        if (!details.open) onCancel?.();
      }}
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop {...fade} />
        <Dialog.Positioner>
          <Dialog.Content {...fade}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            <Dialog.Footer>
              {closable ? (
                <Button variant="outline" onClick={onCancel} disabled={busy}>
                  {cancelLabel ?? ja.common.cancel}
                </Button>
              ) : null}
              <BusyButton size="sm" busy={busy} onClick={onConfirm}>
                {confirmLabel}
              </BusyButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
