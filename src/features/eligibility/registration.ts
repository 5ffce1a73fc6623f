import * as yup from 'yup';
import type {
  Insurer,
  InsurerConfig,
  MemberFormat,
  PseudonymizedWhiteIdAccountRequest,
  RegistrationType,
  WhiteIdAccountRequest,
} from '../../api';
import { ja } from '../../i18n/ja';
import { toApiDate, validateBirthdate } from '../../lib/birthdate';
import { toKatakana, validateKatakana } from '../../lib/kana';
import { normalizeAlphanumeric } from '../../lib/width';

export interface ResolvedInsurer {
  id: number;
  code: string;
  name: string;
  memberFormat: MemberFormat;
  registrationType: RegistrationType;
}

export const fromInsurer = (insurer: Insurer): ResolvedInsurer => ({
  id: insurer.id,
  code: insurer.code,
  name: insurer.name,
  memberFormat: insurer.config.member_format,
  registrationType: insurer.config.registration_type,
});

export const fromInsurerConfig = (config: InsurerConfig): ResolvedInsurer => ({
  id: config.insurer.id,
  code: config.insurer.code,
  name: config.insurer.name,
  memberFormat: config.member_format,
  registrationType: config.registration_type,
});

export const isPseudonymized = (insurer: ResolvedInsurer) => insurer.memberFormat === 'PSEUDONYMIZED';
/** Spec section 5: the branch number is required only for FILE_WITH_EDABAN insurers. */
export const requiresEdaban = (insurer: ResolvedInsurer) => insurer.registrationType === 'FILE_WITH_EDABAN';

export type GenderChoice = 'MALE' | 'FEMALE';
export const GENDER_CHOICES: readonly GenderChoice[] = ['MALE', 'FEMALE'];

/** What the form holds: exactly what was typed (normalised on blur), so nothing is lost after a failed submit. */
export interface RegistrationValues {
  kigou?: string;
  bangou?: string;
  edaban?: string;
  lastName?: string;
  firstName?: string;
  lastNameKana?: string;
  firstNameKana?: string;
  birthdate?: string;
  gender?: GenderChoice;
}

const code = (requiredMessage?: string) => {
  const normalised = yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeAlphanumeric(value) : ''));
  return requiredMessage ? normalised.required(requiredMessage) : normalised;
};

const name = (requiredMessage: string) => yup.string().trim().required(requiredMessage);

const kana = (requiredMessage: string) =>
  yup.string().test('katakana', (value, context) => {
    const message = validateKatakana(toKatakana(value ?? ''), requiredMessage);
    return message ? context.createError({ message }) : true;
  });

const birthdate = yup.string().test('birthdate', (value, context) => {
  const message = validateBirthdate(value);
  return message ? context.createError({ message }) : true;
});

/** Spec section 5, Symbol, number, branch and Registration forms; the pseudonymized form also asks for gender. */
export const registrationSchema = (insurer: ResolvedInsurer) =>
  yup.object({
    kigou: code(ja.validation.kigouRequired),
    bangou: code(ja.validation.bangouRequired),
    edaban: code(requiresEdaban(insurer) ? ja.validation.edabanRequired : undefined),
    lastName: name(ja.validation.lastNameRequired),
    firstName: name(ja.validation.firstNameRequired),
    lastNameKana: kana(ja.validation.lastNameKanaRequired),
    firstNameKana: kana(ja.validation.firstNameKanaRequired),
    birthdate,
    ...(isPseudonymized(insurer)
      ? {
          gender: yup
            .string()
            .required(ja.validation.genderRequired)
            .oneOf([...GENDER_CHOICES], ja.validation.genderRequired),
        }
      : {}),
  });

const kanaValue = (value: string | undefined) => toKatakana(value ?? '').trim();

const common = (insurer: ResolvedInsurer, values: RegistrationValues) => ({
  insurer_id: insurer.id,
  kigou: normalizeAlphanumeric(values.kigou ?? ''),
  bangou: normalizeAlphanumeric(values.bangou ?? ''),
  last_name: (values.lastName ?? '').trim(),
  first_name: (values.firstName ?? '').trim(),
  last_name_kana: kanaValue(values.lastNameKana),
  first_name_kana: kanaValue(values.firstNameKana),
  birthday: toApiDate(values.birthdate ?? '') ?? '',
});

/** POST white_id_accounts: the branch is sent as typed (normalised), or null when empty (the contract's "null or empty"). */
export const toWhiteIdAccountRequest = (
  insurer: ResolvedInsurer,
  values: RegistrationValues,
): WhiteIdAccountRequest => {
  const edaban = normalizeAlphanumeric(values.edaban ?? '');
  return { ...common(insurer, values), edaban: edaban === '' ? null : edaban };
};

/** POST pseudonymized_white_id_accounts: the branch is optional and left out when empty. */
export const toPseudonymizedRequest = (
  insurer: ResolvedInsurer,
  values: RegistrationValues,
): PseudonymizedWhiteIdAccountRequest => {
  const { gender } = values;
  // The schema requires one of the two; reaching here without it is a programming error, never a guess.
  if (gender !== 'MALE' && gender !== 'FEMALE') throw new Error('gender was not validated');
  const edaban = normalizeAlphanumeric(values.edaban ?? '');
  return { ...common(insurer, values), gender, ...(edaban === '' ? {} : { edaban }) };
};
