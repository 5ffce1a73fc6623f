import { List, Text } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { ja } from '../i18n/ja';
import { passwordChecks } from '../lib/password';
import { TextField } from './TextField';

interface PasswordFieldsProps {
  name?: string;
  confirmationName?: string;
  label?: string;
  confirmationLabel?: string;
  /** Live message wording: sign-up/reset say 'match', change-password says 'confirmation password ...'. */
  matchMessages?: { match: string; mismatch: string };
}

/** New password + confirmation, with the rule hints and a live match message (announced politely). */
export const PasswordFields = ({
  name = 'password',
  confirmationName = 'passwordConfirmation',
  label = ja.common.password,
  confirmationLabel = ja.common.passwordConfirmation,
  matchMessages = { match: ja.common.passwordMatch, mismatch: ja.common.passwordMismatch },
}: PasswordFieldsProps) => {
  const password = useField<string>(name, { subscription: { value: true } }).input.value ?? '';
  const confirmation = useField<string>(confirmationName, { subscription: { value: true } }).input.value ?? '';
  const checks = passwordChecks(password);
  return (
    <>
      <TextField name={name} label={label} type="password" autoComplete="new-password" required />
      <List.Root fontSize="sm" mb="4" ps="5" color="gray.700" aria-label={ja.common.passwordRules}>
        {checks.map((check) => (
          <List.Item key={check.key} color={password && check.ok ? 'green.700' : undefined}>
            {ja.passwordHints[check.key]}
          </List.Item>
        ))}
      </List.Root>
      <TextField
        name={confirmationName}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
      />
      <Text
        aria-live="polite"
        fontSize="sm"
        mt="-2"
        mb="4"
        color={confirmation && confirmation === password ? 'green.700' : 'red.700'}
      >
        {confirmation ? (confirmation === password ? matchMessages.match : matchMessages.mismatch) : null}
      </Text>
    </>
  );
};
