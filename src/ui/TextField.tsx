import { Field as ChakraField, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { markJapanese, markJapaneseIn } from './mark-japanese';

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** Normalises what is typed (e.g. full-width to half-width) before it reaches the form state. */
  parse?: (value: string) => string;
  /** Normalises on blur (e.g. hiragana to katakana), leaving input-method composition of Japanese text alone. */
  formatOnBlur?: (value: string) => string;
}

/** A labelled input bound to react-final-form; its error is shown once touched or after a failed submit. */
export const TextField = ({
  name,
  label,
  helperText,
  parse,
  formatOnBlur,
  required,
  disabled,
  ...inputProps
}: TextFieldProps) => (
  <Field<string>
    name={name}
    parse={parse ? (value) => parse(value ?? '') : (value) => value ?? ''}
    {...(formatOnBlur ? { formatOnBlur: true, format: (value: string | undefined) => formatOnBlur(value ?? '') } : {})}
  >
    {({ input, meta }) => {
      const error =
        (meta.touched || meta.submitFailed) && meta.error
          ? meta.error
          : meta.submitError && !meta.dirtySinceLastSubmit
            ? meta.submitError
            : undefined;
      return (
        <ChakraField.Root invalid={Boolean(error)} required={required} disabled={disabled} mb="4">
          <ChakraField.Label>
            {markJapaneseIn(label)}
            {required ? <ChakraField.RequiredIndicator /> : null}
          </ChakraField.Label>
          <Input {...inputProps} {...input} value={input.value ?? ''} />
          {helperText ? <ChakraField.HelperText>{markJapaneseIn(helperText)}</ChakraField.HelperText> : null}
          {error ? <ChakraField.ErrorText>{markJapanese(String(error))}</ChakraField.ErrorText> : null}
        </ChakraField.Root>
      );
    }}
  </Field>
);
