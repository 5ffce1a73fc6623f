import { Heading, SimpleGrid } from '@chakra-ui/react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import type { UpdateNameRequest } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/user-info';
import { isKatakana, toKatakana } from '../../lib/kana';
import { BusyButton } from '../../ui/BusyButton';
import { validateWith } from '../../ui/form-validation';
import { TextField } from '../../ui/TextField';
import { sameName } from './name-diff';

export interface NameValues {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
}

const filled = (value: string | undefined) => Boolean(value && value.trim());
const kana = (message: string) =>
  yup
    .string()
    .test('required', message, filled)
    .test('katakana', ja.validation.katakana, (value) => !filled(value) || isKatakana(toKatakana(value ?? '').trim()));

// Built when the form renders, so its messages are the catalogue's language then (never a module-level copy).
const nameSchema = () =>
  yup.object({
    lastName: yup.string().test('required', ja.validation.lastNameRequired, filled),
    firstName: yup.string().test('required', ja.validation.firstNameRequired, filled),
    lastNameKana: kana(ja.validation.lastNameKanaRequired),
    firstNameKana: kana(ja.validation.firstNameKanaRequired),
  });

const fullName = (last: string | undefined, first: string | undefined) =>
  `${(last ?? '').trim()} ${(first ?? '').trim()}`;

/** What the API receives: trimmed, kana in katakana (members may type hiragana or half-width kana). */
export const toRequest = (values: NameValues): NonNullable<UpdateNameRequest> => ({
  last_name: values.lastName.trim(),
  first_name: values.firstName.trim(),
  last_name_kana: toKatakana(values.lastNameKana).trim(),
  first_name_kana: toKatakana(values.firstNameKana).trim(),
});

interface NameFormProps {
  current: NameValues;
  busy: boolean;
  onSubmit: (values: NameValues) => Promise<void>;
}

/** The new name in four required fields; submit only with all filled and the kanji or kana full name changed. */
export const NameForm = ({ current, busy, onSubmit }: NameFormProps) => (
  <Form<NameValues>
    initialValues={current}
    onSubmit={onSubmit}
    validate={validateWith(nameSchema)}
    render={({ handleSubmit, submitting, values }) => {
      const blank =
        !filled(values.lastName) ||
        !filled(values.firstName) ||
        !filled(values.lastNameKana) ||
        !filled(values.firstNameKana);
      const unchanged =
        sameName(fullName(values.lastName, values.firstName), fullName(current.lastName, current.firstName)) &&
        sameName(
          fullName(toKatakana(values.lastNameKana ?? ''), toKatakana(values.firstNameKana ?? '')),
          fullName(current.lastNameKana, current.firstNameKana),
        );
      return (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="new-name-heading">
          <Heading as="h2" size="md" id="new-name-heading" mb="4">
            {ja.userInfo.newName}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4">
            <TextField
              name="lastName"
              label={ja.userInfo.lastName}
              placeholder={ja.userInfo.lastNamePlaceholder}
              autoComplete="family-name"
              required
            />
            <TextField
              name="firstName"
              label={ja.userInfo.firstName}
              placeholder={ja.userInfo.firstNamePlaceholder}
              autoComplete="given-name"
              required
            />
            <TextField
              name="lastNameKana"
              label={ja.userInfo.lastNameKana}
              placeholder={ja.userInfo.lastNameKanaPlaceholder}
              required
            />
            <TextField
              name="firstNameKana"
              label={ja.userInfo.firstNameKana}
              placeholder={ja.userInfo.firstNameKanaPlaceholder}
              required
            />
          </SimpleGrid>
          <BusyButton type="submit" busy={submitting || busy} disabled={blank || unchanged}>
            {ja.userInfo.submit}
          </BusyButton>
        </form>
      );
    }}
  />
);
