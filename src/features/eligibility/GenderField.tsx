import { Field as ChakraField, HStack, RadioGroup } from '@chakra-ui/react';
import { Field } from 'react-final-form';
import { ja } from '../../i18n/ja';
import { GENDER_CHOICES } from './registration';

/** Pseudonymized registration only: MALE or FEMALE, labelled 男性 / 女性 (spec section 2). */
export const GenderField = ({ name = 'gender' }: { name?: string }) => (
  <Field<string> name={name}>
    {({ input, meta }) => {
      const error = (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
      return (
        <ChakraField.Root invalid={Boolean(error)} required mb="4">
          <RadioGroup.Root
            name={name}
            value={input.value || null}
            onValueChange={({ value }) => {
              input.onChange(value ?? '');
              input.onBlur();
            }}
          >
            <RadioGroup.Label>
              {ja.eligibility.gender}
              <ChakraField.RequiredIndicator />
            </RadioGroup.Label>
            <HStack gap="6" mt="2">
              {GENDER_CHOICES.map((choice) => (
                <RadioGroup.Item key={choice} value={choice}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{ja.gender[choice]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {error ? <ChakraField.ErrorText>{error}</ChakraField.ErrorText> : null}
        </ChakraField.Root>
      );
    }}
  </Field>
);
