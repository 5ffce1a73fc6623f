import * as yup from 'yup';
import { ja } from '../i18n/ja';
import { isSixDigitCode } from '../lib/width';

/** A code field (spec section 5, Code fields): required, and exactly 6 digits once full-width digits and spaces are normalised. */
export const codeSchema = () =>
  yup
    .string()
    .required(ja.validation.codeRequired)
    .test('six-digits', ja.validation.sixDigits, (value) => value === undefined || isSixDigitCode(value));
