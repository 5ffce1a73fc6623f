import { chakra } from '@chakra-ui/react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export type NativeCheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> & {
  /** The text beside the box, which also names it. */
  children: ReactNode;
};

/**
 * A checkbox with its text, both inside one label (a click on the text ticks it). A native input: no state machine to
 * download (Chakra's Checkbox brings zag's). A disabled box dims its text and shows the not-allowed cursor.
 */
export const NativeCheckbox = ({ children, disabled, ...input }: NativeCheckboxProps) => (
  <chakra.label
    display="flex"
    alignItems="flex-start"
    gap="2"
    cursor={disabled ? 'not-allowed' : 'pointer'}
    opacity={disabled ? 0.6 : 1}
  >
    <chakra.input
      {...input}
      type="checkbox"
      disabled={disabled}
      boxSize="5"
      mt="0.5"
      flexShrink={0}
      accentColor="blue.600"
      cursor="inherit"
    />
    <span>{children}</span>
  </chakra.label>
);
