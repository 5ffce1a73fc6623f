import { Button, Loader, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { ja } from '../i18n/ja';

export type BusyButtonSize = 'none' | 'sm' | 'lg' | 'xl';

export interface BusyButtonProps extends Omit<ButtonProps, 'size' | 'loading' | 'loadingText'> {
  busy?: boolean;
  size?: BusyButtonSize;
}

const chakraSize = { sm: 'sm', lg: 'lg', xl: 'xl' } as const;

/**
 * A button that shows the busy label and refuses a second press while its action runs. Busy is `aria-busy` +
 * `aria-disabled`, never `disabled`: a disabled button drops keyboard focus to <body>. Clicks (and so implicit form
 * submission) are swallowed while busy.
 */
export const BusyButton = ({ busy = false, size = 'lg', onClick, children, ...rest }: BusyButtonProps) => {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      size={size === 'none' ? undefined : chakraSize[size]}
      {...rest}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-loading={busy ? '' : undefined}
      onClick={press}
    >
      {busy ? <Loader text={ja.common.busy}>{children}</Loader> : children}
    </Button>
  );
};
