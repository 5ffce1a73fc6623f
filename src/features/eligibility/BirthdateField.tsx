import { Button, Field as ChakraField, Group, Input } from '@chakra-ui/react';
import { lightFormat } from 'date-fns';
import { useRef } from 'react';
import { Field } from 'react-final-form';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/eligibility';
import { MIN_BIRTH_YEAR, normalizeBirthdateInput, parseBirthdate } from '../../lib/birthdate';

const API_DATE = 'yyyy-MM-dd';

/**
 * Birth date typed as yyyy/MM/dd, or picked with the browser's calendar, which only fills the text in. Not Chakra's
 * DatePicker: it drops what it cannot parse, losing the member's input instead of explaining what is wrong.
 */
export const BirthdateField = ({ name = 'birthdate', now = new Date() }: { name?: string; now?: Date }) => {
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    const element = picker.current;
    if (!element) return;
    if (typeof element.showPicker === 'function') element.showPicker();
    else element.click();
  };
  return (
    <Field<string>
      name={name}
      parse={(value) => value ?? ''}
      formatOnBlur
      format={(value) => normalizeBirthdateInput(value ?? '')}
    >
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
        const typed = parseBirthdate(input.value ?? '');
        return (
          <ChakraField.Root invalid={Boolean(error)} required mb="4">
            <ChakraField.Label>
              {ja.eligibility.birthdate}
              <ChakraField.RequiredIndicator />
            </ChakraField.Label>
            <Group attached w="full">
              <Input
                {...input}
                value={input.value ?? ''}
                placeholder={ja.eligibility.birthdatePlaceholder}
                autoComplete="bday"
              />
              <Button type="button" variant="outline" onClick={openPicker}>
                {ja.eligibility.pickDate}
              </Button>
            </Group>
            {/* Out of the tab order and hidden from assistive technology: the text field is the control. */}
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              min={`${MIN_BIRTH_YEAR}-01-01`}
              max={lightFormat(now, API_DATE)}
              value={typed ? lightFormat(typed, API_DATE) : ''}
              onChange={(event) => {
                const [year, month, day] = event.target.value.split('-');
                if (year && month && day) input.onChange(`${year}/${month}/${day}`);
              }}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
              data-testid="birthdate-picker"
            />
            <ChakraField.HelperText>{ja.eligibility.birthdateHint}</ChakraField.HelperText>
            {error ? <ChakraField.ErrorText>{error}</ChakraField.ErrorText> : null}
          </ChakraField.Root>
        );
      }}
    </Field>
  );
};
