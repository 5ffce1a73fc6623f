import type { Page } from '@playwright/test';
import { ja } from '../src/i18n/ja';
import '../src/i18n/screens';

/** A text field by the start of its accessible name (required fields carry a mark after the label). */
export const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** The member part of the eligibility check (the insurer is resolved first, by number or by query). */
export interface EligibilityMember {
  kigou: string;
  bangou: string;
  /** Left untouched when absent (forms without the branch). */
  edaban?: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  /** As typed: yyyy/MM/dd. */
  birthdate: string;
}

/** Types every member field; the birth date field is left, so the form normalises it as a member's tab would. */
export const fillEligibilityMember = async (page: Page, member: EligibilityMember) => {
  await textbox(page, ja.eligibility.kigou).fill(member.kigou);
  await textbox(page, ja.eligibility.bangou).fill(member.bangou);
  if (member.edaban !== undefined) await textbox(page, ja.eligibility.edaban).fill(member.edaban);
  await textbox(page, ja.eligibility.lastName).fill(member.lastName);
  await textbox(page, ja.eligibility.firstName).fill(member.firstName);
  await textbox(page, ja.eligibility.lastNameKana).fill(member.lastNameKana);
  await textbox(page, ja.eligibility.firstNameKana).fill(member.firstNameKana);
  await textbox(page, ja.eligibility.birthdate).fill(member.birthdate);
  await textbox(page, ja.eligibility.birthdate).blur();
};
