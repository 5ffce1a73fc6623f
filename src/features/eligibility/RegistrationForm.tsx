import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/eligibility';
import { toKatakana } from '../../lib/kana';
import { normalizeAlphanumeric } from '../../lib/width';
import { BusyButton } from '../../ui/BusyButton';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { TextField } from '../../ui/TextField';
import { BirthdateField } from './BirthdateField';
import { GenderField } from './GenderField';
import { NotConfirmedAlert } from './NotConfirmedAlert';
import {
  isPseudonymized,
  registrationSchema,
  requiresEdaban,
  type RegistrationValues,
  type ResolvedInsurer,
} from './registration';
import type { RegistrationFailure } from './use-registration';

interface RegistrationFormProps {
  insurer?: ResolvedInsurer;
  failure?: RegistrationFailure;
  onSubmit: (insurer: ResolvedInsurer, values: RegistrationValues) => Promise<void>;
}

/** Spec section 5: an unknown insurer validates nothing (the fields are disabled until one is resolved). */
const noInsurerYet = () => ({});

/** One final-form instance for both forms, so switching insurer keeps what was typed. */
export const RegistrationForm = ({ insurer, failure, onSubmit }: RegistrationFormProps) => {
  const validate = useMemo(
    () => (insurer ? validateWith<RegistrationValues>(() => registrationSchema(insurer)) : noInsurerYet),
    [insurer],
  );
  const locked = !insurer;
  // What the three codes of the insurance card share: half-width on blur, locked until the insurer is known.
  const cardCode = { formatOnBlur: normalizeAlphanumeric, disabled: locked, autoComplete: 'off' };
  return (
    <Form<RegistrationValues>
      onSubmit={async (values) => {
        if (insurer) await onSubmit(insurer, values);
      }}
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={ja.eligibility.heading}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextField name="kigou" label={ja.eligibility.kigou} required {...cardCode} />
            <TextField name="bangou" label={ja.eligibility.bangou} required {...cardCode} />
            <TextField
              name="edaban"
              label={ja.eligibility.edaban}
              required={insurer ? requiresEdaban(insurer) : false}
              {...cardCode}
            />
          </SimpleGrid>
          {locked ? (
            <Box color="gray.700" mb="4">
              {ja.eligibility.insurerFirst}
            </Box>
          ) : null}
          {insurer ? (
            <Box as="section" aria-labelledby="eligibility-registration-heading">
              <Heading as="h2" size="md" id="eligibility-registration-heading" my="3">
                {ja.eligibility.registrationHeading}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="lastName" label={ja.eligibility.lastName} autoComplete="family-name" required />
                <TextField name="firstName" label={ja.eligibility.firstName} autoComplete="given-name" required />
                <TextField name="lastNameKana" label={ja.eligibility.lastNameKana} formatOnBlur={toKatakana} required />
                <TextField
                  name="firstNameKana"
                  label={ja.eligibility.firstNameKana}
                  formatOnBlur={toKatakana}
                  required
                />
              </SimpleGrid>
              <BirthdateField />
              {isPseudonymized(insurer) ? <GenderField /> : null}
            </Box>
          ) : null}
          {failure?.kind === 'notConfirmed' ? <NotConfirmedAlert /> : null}
          {failure?.kind === 'error' ? <FormAlert>{failure.message}</FormAlert> : null}
          <BusyButton type="submit" busy={submitting} disabled={locked}>
            {ja.eligibility.submit}
          </BusyButton>
        </form>
      )}
    />
  );
};
