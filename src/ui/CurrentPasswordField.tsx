import { TextField } from './TextField';

/** The member's present password, asked before a change to the account (the browser may fill it). */
export const CurrentPasswordField = ({ name = 'currentPassword', label }: { name?: string; label: string }) => (
  <TextField name={name} label={label} type="password" autoComplete="current-password" required />
);
