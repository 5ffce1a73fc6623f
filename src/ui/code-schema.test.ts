import * as yup from 'yup';
import { ja } from '../i18n/ja';
import { validateWith } from './form-validation';
import { codeSchema } from './code-schema';

const validate = validateWith<{ code?: string }>(() => yup.object({ code: codeSchema() }));

describe('codeSchema', () => {
  it.each([[undefined], ['']])('asks for the code when it is %p', (code) => {
    expect(validate({ code })).toEqual({ code: ja.validation.codeRequired });
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['12-456']])('refuses %s with the six-digit message', (code) => {
    expect(validate({ code })).toEqual({ code: ja.validation.sixDigits });
  });

  it.each([['123456'], ['１２３４５６'], [' 123 456 ']])(
    'accepts %p (full-width digits and spaces normalised)',
    (code) => {
      expect(validate({ code })).toEqual({});
    },
  );
});
