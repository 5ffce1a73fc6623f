import { ja } from '../i18n/ja';
import { normalizeCode } from '../lib/width';
import { TextField } from './TextField';

/** A 6-digit code: full-width digits and stray spaces are normalised as typed; the browser may fill it from the SMS. */
export const CodeField = ({ name = 'code', label = ja.common.confirmationCode }: { name?: string; label?: string }) => (
  <TextField
    name={name}
    label={label}
    parse={normalizeCode}
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={12}
    required
  />
);
