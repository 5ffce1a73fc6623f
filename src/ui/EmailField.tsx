import { ja } from '../i18n/ja';
import { TextField } from './TextField';

/** An e-mail address the member types; normalised and refused by `emailCheck` and `emailSchema`. */
export const EmailField = ({ name = 'email', label = ja.common.email }: { name?: string; label?: string }) => (
  <TextField name={name} label={label} type="email" autoComplete="email" inputMode="email" required />
);
