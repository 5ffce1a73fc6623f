import * as yup from 'yup';
import { ja } from '../i18n/ja';
import { isValidPassword, passwordChecks, passwordPairSchema, passwordSchema } from './password';

const satisfied = (password: string) =>
  passwordChecks(password)
    .filter((check) => check.ok)
    .map((check) => check.key);

describe('passwordChecks', () => {
  it('lists the hints in the catalogue order', () => {
    expect(passwordChecks('').map((check) => check.key)).toEqual(Object.keys(ja.passwordHints));
  });

  it.each([
    ['', []],
    ['a', ['characters', 'lowercase']],
    ['1', ['characters', 'digit']],
    ['ABCDEFGH', ['characters', 'length']],
    ['abcdefg1', ['characters', 'length', 'digit', 'lowercase']],
    ['Pass!word#9', ['characters', 'length', 'digit', 'lowercase']],
    ['abc defg1', ['length', 'digit', 'lowercase']],
    ['ａｂｃｄｅｆｇ１', ['length']],
    ['パスa1', ['digit', 'lowercase']],
    ['パスワードabc1', ['length', 'digit', 'lowercase']],
  ])('%j satisfies %j', (password, keys) => {
    expect(satisfied(password)).toEqual(keys);
  });
});

describe('isValidPassword', () => {
  it.each(['abcdefg1', 'a1~!@#$%', 'ZZZZZZz9', 'a'.repeat(63) + '1'])('accepts %j', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ['too short', 'abcdef1'],
    ['no digit', 'abcdefgh'],
    ['no lowercase', 'ABCDEFG1'],
    ['a space', 'abcd efg1'],
    ['full-width', 'ａｂｃｄｅｆｇ１'],
    ['kana', 'abcdefg1ア'],
    ['a tab', 'abcdefg1\t'],
  ])('refuses a password with %s', (_reason, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('passwordSchema', () => {
  const errorOf = (value: unknown) => {
    try {
      passwordSchema().validateSync(value);
      return undefined;
    } catch (error) {
      return (error as yup.ValidationError).message;
    }
  };

  it('requires a value', () => {
    expect(errorOf('')).toBe(ja.validation.passwordRequired);
    expect(errorOf(undefined)).toBe(ja.validation.passwordRequired);
  });

  it('refuses a password breaking the rule and accepts a good one', () => {
    expect(errorOf('abcdefgh')).toBe(ja.validation.passwordConditions);
    expect(errorOf('abcdefg1')).toBeUndefined();
  });

  it('takes another required message', () => {
    expect(() => passwordSchema('new!').validateSync('')).toThrow('new!');
  });
});

describe('passwordPairSchema', () => {
  const errorsOf = (schema: yup.AnyObjectSchema, value: Record<string, string>) => {
    try {
      schema.validateSync(value, { abortEarly: false });
      return {};
    } catch (error) {
      // First message per field, as src/ui/form-validation.ts shows them.
      const errors: Record<string, string> = {};
      for (const inner of (error as yup.ValidationError).inner)
        if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
      return errors;
    }
  };

  it('accepts a valid matching pair', () => {
    expect(errorsOf(passwordPairSchema(), { password: 'abcdefg1', passwordConfirmation: 'abcdefg1' })).toEqual({});
  });

  it('refuses a mismatch on the confirmation field', () => {
    expect(errorsOf(passwordPairSchema(), { password: 'abcdefg1', passwordConfirmation: 'abcdefg2' })).toEqual({
      passwordConfirmation: ja.validation.passwordMismatch,
    });
  });

  it('requires the confirmation', () => {
    expect(errorsOf(passwordPairSchema(), { password: 'abcdefg1', passwordConfirmation: '' })).toEqual({
      passwordConfirmation: ja.validation.passwordConfirmationRequired,
    });
  });

  it('works with other field names and message', () => {
    const schema = passwordPairSchema({
      passwordField: 'newPassword',
      confirmationField: 'reentry',
      mismatchMessage: ja.changePassword.confirmationDiffers,
    });
    expect(errorsOf(schema, { newPassword: 'short', reentry: 'other' })).toEqual({
      newPassword: ja.validation.passwordConditions,
      reentry: ja.changePassword.confirmationDiffers,
    });
  });
});
