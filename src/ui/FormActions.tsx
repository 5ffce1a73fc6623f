import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';

/** A form's submit button (busy while the form submits) and, below it, what else the member may do (a link back). */
export const FormActions = ({
  busy,
  submitLabel,
  children,
}: {
  busy?: boolean;
  submitLabel: string;
  children?: ReactNode;
}) => (
  <Stack gap="4">
    <BusyButton type="submit" busy={busy}>
      {submitLabel}
    </BusyButton>
    {children}
  </Stack>
);
