import { taroFileRequest } from '../../../mocks/eligibility-members';
import { insurerConfigPseudonymized, insurerFileWithEdaban, insurerFileWithoutEdaban } from '../../../mocks/fixtures';
import { ja } from '../../i18n/ja';
import { validateWith } from '../../ui/form-validation';
import { format } from '../../i18n/format';
import {
  fromInsurer,
  fromInsurerConfig,
  registrationSchema,
  toPseudonymizedRequest,
  toWhiteIdAccountRequest,
  type RegistrationValues,
} from './registration';

const withEdaban = fromInsurer(insurerFileWithEdaban);
const withoutEdaban = fromInsurer(insurerFileWithoutEdaban);
const pseudonymized = fromInsurerConfig(insurerConfigPseudonymized);

const complete: RegistrationValues = {
  kigou: 'AB12',
  bangou: '3456',
  edaban: '01',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  birthdate: '1985/04/01',
};

const errorsFor = (insurer: typeof withEdaban, values: RegistrationValues) =>
  validateWith<RegistrationValues>(() => registrationSchema(insurer))(values);

describe('resolved insurers', () => {
  it('read the same from insurers/{number} and insurer_configs/find', () => {
    expect(withEdaban).toEqual({
      id: 1,
      code: '06139992',
      name: insurerFileWithEdaban.name,
      memberFormat: 'FILE',
      registrationType: 'FILE_WITH_EDABAN',
    });
    expect(pseudonymized).toEqual({
      id: 3,
      code: '63134563',
      name: insurerConfigPseudonymized.insurer.name,
      memberFormat: 'PSEUDONYMIZED',
      registrationType: 'UNDEFINED',
    });
  });
});

describe('file registration validation', () => {
  it('accepts complete values', () => {
    expect(errorsFor(withEdaban, complete)).toEqual({});
  });

  it('requires every field, the branch only for FILE_WITH_EDABAN', () => {
    expect(errorsFor(withEdaban, {})).toEqual({
      kigou: ja.validation.kigouRequired,
      bangou: ja.validation.bangouRequired,
      edaban: ja.validation.edabanRequired,
      lastName: ja.validation.lastNameRequired,
      firstName: ja.validation.firstNameRequired,
      lastNameKana: ja.validation.lastNameKanaRequired,
      firstNameKana: ja.validation.firstNameKanaRequired,
      birthdate: ja.validation.birthdateRequired,
    });
    expect(errorsFor(withoutEdaban, { ...complete, edaban: '' })).toEqual({});
  });

  it('counts spaces-only codes and names as empty (full- and half-width)', () => {
    expect(errorsFor(withEdaban, { ...complete, kigou: '\u3000 ', edaban: ' ', lastName: '  ' })).toEqual({
      kigou: ja.validation.kigouRequired,
      edaban: ja.validation.edabanRequired,
      lastName: ja.validation.lastNameRequired,
    });
  });

  it('accepts hiragana and half-width kana (converted), refuses anything else', () => {
    expect(errorsFor(withEdaban, { ...complete, lastNameKana: 'やまだ', firstNameKana: 'ﾀﾛｳ' })).toEqual({});
    expect(errorsFor(withEdaban, { ...complete, lastNameKana: 'Yamada', firstNameKana: '太郎' })).toEqual({
      lastNameKana: ja.validation.katakana,
      firstNameKana: ja.validation.katakana,
    });
  });

  it('checks the birth date: format, not future, from 1900', () => {
    const now = new Date();
    expect(errorsFor(withEdaban, { ...complete, birthdate: '1985-04-01' })).toEqual({
      birthdate: ja.validation.birthdateFormat,
    });
    expect(errorsFor(withEdaban, { ...complete, birthdate: `${now.getFullYear() + 1}/01/01` })).toEqual({
      birthdate: ja.validation.birthdateFuture,
    });
    expect(errorsFor(withEdaban, { ...complete, birthdate: '1899/12/31' })).toEqual({
      birthdate: format(ja.validation.birthdateRange, { min: 1900, max: now.getFullYear() }),
    });
    expect(errorsFor(withEdaban, { ...complete, birthdate: '1900/01/01' })).toEqual({});
  });

  it('does not ask for gender', () => {
    expect(errorsFor(withEdaban, complete).gender).toBeUndefined();
  });
});

describe('pseudonymized registration validation', () => {
  it('requires gender, MALE or FEMALE only; the branch is optional', () => {
    expect(errorsFor(pseudonymized, { ...complete, edaban: '' })).toEqual({ gender: ja.validation.genderRequired });
    expect(errorsFor(pseudonymized, { ...complete, gender: 'UNKNOWN' as 'MALE' })).toEqual({
      gender: ja.validation.genderRequired,
    });
    expect(errorsFor(pseudonymized, { ...complete, edaban: '', gender: 'FEMALE' })).toEqual({});
  });
});

describe('request bodies', () => {
  const typed: RegistrationValues = {
    kigou: ' ＡＢ\u3000１２ ',
    bangou: '３４ ５６',
    edaban: '０１',
    lastName: ' 山田 ',
    firstName: '太郎',
    lastNameKana: 'やまだ',
    firstNameKana: 'ﾀﾛｳ',
    birthdate: '１９８５/０４/０１',
    gender: 'MALE',
  };

  it('file registration: half-width codes without spaces, katakana, API date, the insurer id', () => {
    expect(toWhiteIdAccountRequest(withEdaban, typed)).toEqual({ ...taroFileRequest, insurer_id: 1 });
    expect(toWhiteIdAccountRequest(withoutEdaban, { ...typed, edaban: ' ' }).edaban).toBeNull();
  });

  it('pseudonymized registration: gender, and the branch only when given', () => {
    const request = toPseudonymizedRequest(pseudonymized, { ...typed, edaban: '', gender: 'FEMALE' });
    expect(request).toEqual({
      insurer_id: 3,
      kigou: 'AB12',
      bangou: '3456',
      last_name: '山田',
      first_name: '太郎',
      last_name_kana: 'ヤマダ',
      first_name_kana: 'タロウ',
      birthday: '1985-04-01',
      gender: 'FEMALE',
    });
    expect('edaban' in request).toBe(false);
    expect(toPseudonymizedRequest(pseudonymized, typed).edaban).toBe('01');
  });

  it('refuses to build a pseudonymized body without a validated gender', () => {
    expect(() => toPseudonymizedRequest(pseudonymized, { ...typed, gender: undefined })).toThrow();
  });
});
