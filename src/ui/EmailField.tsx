import { ja } from '../i18n/ja';
import { TextField } from './TextField';

/**
 * An e-mail address the member types (sign-up, password reset, a new address): the browser may fill it and shows the
 * address keyboard. Its normalisation and refusal are `emailCheck` (./refuse-before-submit) and `emailSchema`.
 */
export const EmailField = ({ name = 'email', label = ja.common.email }: { name?: string; label?: string }) => (
  <TextField name={name} label={label} type="email" autoComplete="email" inputMode="email" required />
);
