import * as yup from 'yup';
import { ja } from '../i18n/ja';
import { isEmailAddress, normalizeEmail } from './width';

export { isEmailAddress, normalizeEmail };

/** An e-mail field's rules once normalised: required, then an address (the half-width message). */
export const emailSchema = () =>
  yup
    .string()
    .required(ja.validation.emailRequired)
    .test('email-address', ja.validation.emailFormat, (value) => !value || isEmailAddress(value));
