import { Button, chakra } from '@chakra-ui/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { ja } from '../i18n/ja';
import { BusyButton } from './BusyButton';

export const MODAL_FADE_MS = 150;

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
  /** Where focus goes on close when the control that opened the modal is gone (else it would fall to <body>). */
  focusAfterClose?: () => HTMLElement | null | undefined;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const TABBABLE = 'button, [href], input, select, textarea, [tabindex]';
const tabbables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && !element.closest('[inert]'),
  );

/**
 * A confirmation on the native `<dialog>` (showModal: the page behind is inert), role=alertdialog. Without `onCancel`
 * only the action closes it. Spec section 9: it fades in and out in 150 ms, so it closes 150 ms after `open` turns false.
 */
export const ConfirmModal = (props: ConfirmModalProps) => {
  const { open } = props;
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  useEffect(() => {
    if (open || !rendered) return undefined;
    const timer = setTimeout(() => setRendered(false), reducedMotion() ? 0 : MODAL_FADE_MS);
    return () => clearTimeout(timer);
  }, [open, rendered]);
  return rendered ? createPortal(<ModalDialog {...props} />, document.body) : null;
};

const fade = (animationName: 'fade-in' | 'fade-out') => ({
  animationName,
  animationDuration: `${MODAL_FADE_MS}ms`,
  animationTimingFunction: 'ease-out',
  animationFillMode: 'forwards',
  _motionReduce: { animationName: 'none' },
});

const Dialog = chakra('dialog', {
  base: {
    m: 'auto',
    p: '0',
    border: 'none',
    w: 'calc(100% - 2rem)',
    maxW: 'md',
    maxH: 'calc(100% - 2rem)',
    overflowY: 'auto',
    bg: 'bg.panel',
    color: 'fg',
    borderRadius: 'l3',
    boxShadow: 'lg',
    textStyle: 'sm',
    // Fallback value: older browsers do not inherit custom properties into ::backdrop.
    '&::backdrop': { background: 'var(--chakra-colors-black-alpha-500, rgba(0, 0, 0, 0.36))' },
    '&[data-state=open], &[data-state=open]::backdrop': fade('fade-in'),
    '&[data-state=closed], &[data-state=closed]::backdrop': fade('fade-out'),
    '&[data-state=closed]': { pointerEvents: 'none' },
  },
});

const ModalDialog = ({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  focusAfterClose: focusAfterCloseProp,
}: ConfirmModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const focusAfterClose = useRef(focusAfterCloseProp);
  useEffect(() => {
    focusAfterClose.current = focusAfterCloseProp;
  });
  const closing = useRef(false);
  const pressOnBackdrop = useRef(false);
  const titleId = useId();
  const bodyId = useId();
  const closable = Boolean(onCancel);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const returnTo = document.activeElement;
    const root = document.documentElement;
    const { overflow, scrollbarGutter } = root.style;
    closing.current = false;
    if (!dialog.open) dialog.showModal();
    root.style.overflow = 'hidden';
    root.style.scrollbarGutter = 'stable';
    return () => {
      closing.current = true;
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
      else focusAfterClose.current?.()?.focus();
    };
  }, []);

  // As Chakra's dialog did: showModal's own choice differs between browsers.
  useEffect(() => {
    const controls = open && ref.current ? tabbables(ref.current) : [];
    if (!controls.some((control) => control === document.activeElement)) controls[0]?.focus();
  }, [open]);

  const dismiss = () => {
    if (open) onCancel?.();
  };

  // Escape on a control inside; prevented here so the browser does not close the dialog itself.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'Tab') {
      // Tab cycles inside (past the last control the browser would move focus out of the page).
      const controls = tabbables(event.currentTarget);
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
  };

  // Any other close request (Escape while focus is on the body, Android's back): refused, then dismissed if closable.
  const onCancelRequest = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    dismiss();
  };

  // Chrome closes without a cancel event when close requests repeat without user activation: show it again.
  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (closing.current || !open || dialog.open || !dialog.isConnected) return;
    dialog.showModal();
    dismiss();
  };

  // A click on the ::backdrop targets the dialog itself (its content fills the whole box); both ends must be there.
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressOnBackdrop.current && event.target === event.currentTarget) dismiss();
    pressOnBackdrop.current = false;
  };

  return (
    <Dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
      onCancel={onCancelRequest}
      onClose={onClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <chakra.div display="flex" flexDirection="column" inert={!open}>
        <chakra.div display="flex" gap="2" px="6" pt="6" pb="4">
          <chakra.h2 id={titleId} textStyle="lg" fontWeight="semibold">
            {title}
          </chakra.h2>
        </chakra.div>
        {children ? (
          <chakra.div id={bodyId} flex="1" px="6" pt="2" pb="6">
            {children}
          </chakra.div>
        ) : null}
        <chakra.div
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          justifyContent="flex-end"
          gap="3"
          px="6"
          pt="2"
          pb="4"
        >
          {closable ? (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? ja.common.cancel}
            </Button>
          ) : null}
          <BusyButton size="sm" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </chakra.div>
      </chakra.div>
    </Dialog>
  );
};
