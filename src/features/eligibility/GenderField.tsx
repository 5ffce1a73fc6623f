import { chakra, Field as ChakraField, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { Field } from 'react-final-form';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/eligibility';
import { GENDER_CHOICES } from './registration';

/** Pseudonymized registration only (spec section 2): native radio buttons, no state machine to download. */
export const GenderField = ({ name = 'gender' }: { name?: string }) => {
  const errorId = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
        return (
          <ChakraField.Root invalid={Boolean(error)} required mb="4">
            <chakra.fieldset aria-describedby={error ? errorId : undefined} w="full">
              <chakra.legend fontWeight="medium" fontSize="sm">
                {ja.eligibility.gender}
                <ChakraField.RequiredIndicator />
              </chakra.legend>
              <HStack gap="6" mt="2">
                {GENDER_CHOICES.map((choice) => (
                  <chakra.label key={choice} display="flex" alignItems="center" gap="2" cursor="pointer">
                    <chakra.input
                      type="radio"
                      name={name}
                      value={choice}
                      checked={input.value === choice}
                      required
                      aria-invalid={error ? true : undefined}
                      onChange={() => {
                        input.onChange(choice);
                        input.onBlur();
                      }}
                      boxSize="5"
                      accentColor="blue.600"
                      cursor="inherit"
                    />
                    <span>{ja.gender[choice]}</span>
                  </chakra.label>
                ))}
              </HStack>
            </chakra.fieldset>
            {error ? <ChakraField.ErrorText id={errorId}>{error}</ChakraField.ErrorText> : null}
          </ChakraField.Root>
        );
      }}
    </Field>
  );
};
