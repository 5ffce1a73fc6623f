import type { WhiteIdAccountRequest } from '../src/api';
import { insurerFileWithEdaban } from './fixtures';

/**
 * The members the eligibility tests register (src/features/eligibility): what is typed into the form, by field, and
 * the request the core API gets for it.
 */
export type TypedIdentity = Partial<
  Record<'kigou' | 'bangou' | 'edaban' | 'last' | 'first' | 'lastKana' | 'firstKana' | 'birthdate', string>
>;

/** 山田太郎 of the file insurer with a branch number (06139992), typed half-width as it should be. */
export const taroTyped = {
  kigou: 'AB',
  bangou: '12',
  edaban: '01',
  last: '山田',
  first: '太郎',
  lastKana: 'ヤマダ',
  firstKana: 'タロウ',
  birthdate: '1985/04/01',
} satisfies TypedIdentity;

/** 山田太郎's file registration as the API gets it: symbol AB12, number 3456, branch 01, born 1 April 1985. */
export const taroFileRequest: WhiteIdAccountRequest = {
  insurer_id: insurerFileWithEdaban.id,
  kigou: 'AB12',
  bangou: '3456',
  edaban: '01',
  last_name: '山田',
  first_name: '太郎',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'タロウ',
  birthday: '1985-04-01',
};

/** 佐藤花子 of the pseudonymized insurer (mirai-kenpo), no branch number, born 29 February 2000. */
export const hanakoTyped = {
  kigou: 'M1',
  bangou: '99',
  last: '佐藤',
  first: '花子',
  lastKana: 'サトウ',
  firstKana: 'ハナコ',
  birthdate: '2000/02/29',
} satisfies TypedIdentity;
