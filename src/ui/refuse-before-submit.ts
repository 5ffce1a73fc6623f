import type { FormApi } from 'final-form';
import { ja } from '../i18n/ja';
import { isEmailAddress, normalizeEmail } from '../lib/email';
import { isValidPassword } from '../lib/password';

/**
 * Spec section 8's clearing rules also when the form itself refuses a value: call `refuseBeforeSubmit` before
 * final-form's `handleSubmit`, so a refused value never reaches the identity service.
 */
export interface Refusal {
  message: string;
  fields: string[];
}

type AnyForm = FormApi<Record<string, unknown>, Partial<Record<string, unknown>>>;
export type PreSubmitCheck = (form: AnyForm) => Refusal | undefined;

const valueOf = (form: AnyForm, name: string): string => {
  const value = form.getState().values[name];
  return typeof value === 'string' ? value : '';
};

/** An e-mail field, normalised in place (the member sees the address used); a non-address is refused and cleared. */
export const emailCheck =
  (name = 'email'): PreSubmitCheck =>
  (form) => {
    const typed = valueOf(form, name);
    const normalized = normalizeEmail(typed);
    if (normalized !== typed) form.change(name, normalized);
    if (normalized === '' || isEmailAddress(normalized)) return undefined;
    return { message: ja.validation.emailRefused, fields: [name] };
  };

/** A new password the policy refuses (spec section 5): both it and its confirmation cleared (spec section 8). */
export const passwordPolicyCheck =
  (message: string, name = 'password', confirmationName = 'passwordConfirmation'): PreSubmitCheck =>
  (form) => {
    const password = valueOf(form, name);
    if (password === '' || isValidPassword(password)) return undefined;
    return { message, fields: [name, confirmationName] };
  };

/** Runs every check; clears the fields of each refusal; the messages (one per line), or undefined when none refused. */
export const refuseBeforeSubmit = <Values extends object>(
  form: FormApi<Values>,
  checks: PreSubmitCheck[],
): string | undefined => {
  const anyForm = form as unknown as AnyForm;
  const refusals = checks.map((check) => check(anyForm)).filter((refusal): refusal is Refusal => refusal !== undefined);
  if (refusals.length === 0) return undefined;
  anyForm.batch(() => {
    for (const name of refusals.flatMap((refusal) => refusal.fields)) anyForm.change(name, '');
  });
  return [...new Set(refusals.map((refusal) => refusal.message))].join('\n');
};
