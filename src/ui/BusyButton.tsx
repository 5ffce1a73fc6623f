import { Button, type ButtonProps } from '@chakra-ui/react';
import { ja } from '../i18n/ja';

export type BusyButtonSize = 'none' | 'sm' | 'lg' | 'xl';

export interface BusyButtonProps extends Omit<ButtonProps, 'size'> {
  busy?: boolean;
  size?: BusyButtonSize;
}

const chakraSize = { sm: 'sm', lg: 'lg', xl: 'xl' } as const;

/** A button that shows the busy label and refuses a second press while its action runs. */
export const BusyButton = ({ busy = false, size = 'lg', disabled, children, ...rest }: BusyButtonProps) => (
  <Button
    size={size === 'none' ? undefined : chakraSize[size]}
    loading={busy}
    loadingText={ja.common.busy}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
    {...rest}
  >
    {children}
  </Button>
);
