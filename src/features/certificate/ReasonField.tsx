import { chakra, Field as ChakraField } from '@chakra-ui/react';
import { Field } from 'react-final-form';
import type { CertificateReason } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';

/** The application reason: a native `<select>` styled like the inputs (no NativeSelect recipe). */
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
          <ChakraField.Context>
            {(field) => (
              <chakra.select
                {...field.getSelectProps()}
                {...input}
                value={input.value ?? ''}
                width="full"
                height="10"
                px="3"
                bg="transparent"
                borderWidth="1px"
                borderColor={error ? 'border.error' : 'border'}
                rounded="l2"
                textStyle="sm"
                cursor="pointer"
                _disabled={{ layerStyle: 'disabled', cursor: 'not-allowed' }}
              >
                <option value="">{ja.certificate.reasonPlaceholder}</option>
                {reasons.map((reason) => (
                  <option key={reason.id} value={String(reason.id)}>
                    {reason.reason}
                  </option>
                ))}
              </chakra.select>
            )}
          </ChakraField.Context>
          {error ? <ChakraField.ErrorText>{error}</ChakraField.ErrorText> : null}
        </ChakraField.Root>
      );
    }}
  </Field>
);
