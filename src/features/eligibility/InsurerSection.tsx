import { Box, Field, Heading, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/eligibility';
import { INSURER_NUMBER_MAX_LENGTH, normalizeInsurerNumber, validateInsurerNumber } from '../../lib/insurer-number';
import { FormAlert } from '../../ui/FormAlert';
import { InsurerCodeBoxes } from '../../ui/InsurerCodeBoxes';
import type { InsurerLookup } from './use-insurer-lookup';
import { markJapanese } from '../../ui/mark-japanese';

interface InsurerSectionProps {
  lookup: InsurerLookup;
  number: string;
  onNumberChange: (value: string) => void;
}

/** The insurer: typed by number, or shown read-only by name when opened with an `insurer` query. */
export const InsurerSection = ({ lookup, number, onNumberChange }: InsurerSectionProps) => {
  const [blurred, setBlurred] = useState(false);
  const normalised = normalizeInsurerNumber(number);
  const ruleMessage =
    blurred || normalised.length >= INSURER_NUMBER_MAX_LENGTH ? validateInsurerNumber(number) : undefined;
  const fieldError = ruleMessage ?? (lookup.mode === 'number' && normalised !== '' ? lookup.problem : undefined);
  const { insurer } = lookup;

  return (
    <Box as="section" aria-labelledby="eligibility-insurer-heading" mb="6">
      <Heading as="h2" size="md" id="eligibility-insurer-heading" mb="3">
        {ja.eligibility.insuranceHeading}
      </Heading>
      {lookup.mode === 'number' && lookup.problem && normalised === '' ? (
        <FormAlert status="warning">{lookup.problem}</FormAlert>
      ) : null}
      {lookup.mode === 'number' ? (
        <Field.Root invalid={Boolean(fieldError)} required mb="4">
          <Field.Label>
            {markJapanese(ja.eligibility.insurerNumber)}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={number}
            onChange={(event) => onNumberChange(event.target.value)}
            onBlur={() => {
              setBlurred(true);
              if (normalised !== number) onNumberChange(normalised);
            }}
            placeholder={ja.eligibility.insurerNumberPlaceholder}
            maxLength={INSURER_NUMBER_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="off"
          />
          <Field.HelperText>{ja.eligibility.insurerNumberHint}</Field.HelperText>
          {fieldError ? <Field.ErrorText>{fieldError}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
      {lookup.resolving ? (
        <Text role="status" color="gray.700">
          {ja.eligibility.insurerResolving}
        </Text>
      ) : null}
      {insurer ? (
        <>
          <Box as="dl" mb="3">
            <Text as="dt" fontWeight="medium">
              {markJapanese(ja.eligibility.insurerName)}
            </Text>
            <Text as="dd" fontSize="lg">
              {markJapanese(insurer.name)}
            </Text>
          </Box>
          <InsurerCodeBoxes code={insurer.code} label={ja.eligibility.insurerCodeBoxes} />
        </>
      ) : null}
    </Box>
  );
};
