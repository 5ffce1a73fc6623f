import { Field as ChakraField, NativeSelect } from '@chakra-ui/react';
import { Field } from 'react-final-form';
import type { CertificateReason } from '../../api';
import { ja } from '../../i18n/ja';

/** The application reason, a native select: keyboard and screen-reader behaviour come with the platform. */
export const ReasonField = ({ reasons, disabled }: { reasons: readonly CertificateReason[]; disabled: boolean }) => (
  <Field<string> name="reasonId">
    {({ input, meta }) => {
      const error = (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
      return (
        <ChakraField.Root invalid={Boolean(error)} required disabled={disabled} mb="6">
          <ChakraField.Label>
            {ja.certificate.reason}
            <ChakraField.RequiredIndicator />
          </ChakraField.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...input} value={input.value ?? ''}>
              <option value="">{ja.certificate.reasonPlaceholder}</option>
              {reasons.map((reason) => (
                <option key={reason.id} value={String(reason.id)}>
                  {reason.reason}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {error ? <ChakraField.ErrorText>{error}</ChakraField.ErrorText> : null}
        </ChakraField.Root>
      );
    }}
  </Field>
);
