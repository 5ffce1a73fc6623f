import { Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { useUpdateEmailMutation } from '../../api';
import { useAppDispatch } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/change-email';
import { confirmEmailChange } from '../../identity/account-calls';
import { loadCurrentUser } from '../../identity/current-user';
import { checkSession } from '../../identity/session-check';
import { toErrorMessage } from '../../lib/error-message';
import { normalizeCode } from '../../lib/width';
import { codeSchema } from '../../ui/code-schema';
import { BusyButton } from '../../ui/BusyButton';
import { CodeField } from '../../ui/CodeField';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { emailCodeErrorOutcome } from './change-email-errors';

const schema = () => yup.object({ code: codeSchema() });

interface ConfirmStepProps {
  oldEmail: string;
  newEmail: string;
  onChanged: () => void;
  onStartOver: () => void;
}

/** Step 2: the identity service confirms the code, then the core API records the change. */
export const ConfirmStep = ({ oldEmail, newEmail, onChanged, onStartOver }: ConfirmStepProps) => {
  const dispatch = useAppDispatch();
  const [updateEmail] = useUpdateEmailMutation();
  const [error, setError] = useState<string>();
  // A code the identity service accepted cannot be used twice: a retry sends only the API call.
  const confirmed = useRef<{ code: string; accessToken: string }>(undefined);

  return (
    <>
      <Text mb="4">{format(ja.changeEmail.step2Lead, { email: newEmail })}</Text>
      <Form<{ code: string }>
        onSubmit={async (values) => {
          setError(undefined);
          const code = normalizeCode(values.code);
          if (confirmed.current?.code !== code) {
            const result = await dispatch(confirmEmailChange(code));
            if (!confirmEmailChange.fulfilled.match(result)) {
              const failure = emailCodeErrorOutcome(result.payload ?? { name: 'Error', message: '' });
              if (failure.message) setError(failure.message);
              return failure.code ? { code: failure.code } : undefined;
            }
            confirmed.current = { code, accessToken: result.payload.accessToken };
          }
          const saved = await updateEmail({
            updateEmailRequest: {
              old_email: oldEmail,
              new_email: newEmail,
              access_token: confirmed.current.accessToken,
              code,
            },
          });
          // Tokens now carry the new address: refreshed and re-checked whether or not the API call succeeded.
          await dispatch(loadCurrentUser({ forceRefresh: true }));
          await dispatch(checkSession());
          if ('error' in saved) {
            setError(toErrorMessage(saved.error));
            return undefined;
          }
          onChanged();
          return undefined;
        }}
        validate={validateWith(schema)}
        render={({ handleSubmit, submitting, values, hasValidationErrors }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={ja.changeEmail.heading}>
            {error ? <FormAlert>{error}</FormAlert> : null}
            <CodeField />
            <Stack gap="3">
              <BusyButton type="submit" busy={submitting} disabled={!values.code || hasValidationErrors}>
                {ja.changeEmail.confirmChange}
              </BusyButton>
              <BusyButton type="button" variant="outline" size="sm" disabled={submitting} onClick={onStartOver}>
                {ja.changeEmail.startOver}
              </BusyButton>
            </Stack>
          </form>
        )}
      />
    </>
  );
};
