import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { useAppDispatch } from '../app/hooks';
import { format } from '../i18n/format';
import { ja } from '../i18n/ja';
import { confirmSignUp, resendSignUpCode } from '../identity/auth-calls';
import { codeSchema } from './code-schema';
import { BusyButton } from './BusyButton';
import { CodeField } from './CodeField';
import { FormAlert } from './FormAlert';
import { validateWith } from './form-validation';
import { genericIdentityMessage } from '../identity/errors';

const schema = yup.object({ code: codeSchema() });

interface SignupConfirmFormProps {
  email: string;
  /** Called once the code is accepted; the caller signs the member in. */
  onConfirmed: () => Promise<void> | void;
}

/** Sign-up code confirmation with resend (spec sections 2 and 8, Signup confirm). */
export const SignupConfirmForm = ({ email, onConfirmed }: SignupConfirmFormProps) => {
  const dispatch = useAppDispatch();
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string }>();
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    const result = await dispatch(resendSignUpCode(email));
    setResending(false);
    setNotice(resendSignUpCode.fulfilled.match(result) ? { status: 'success', text: ja.signup.resent } : { status: 'error', text: result.payload ? genericIdentityMessage(result.payload) : ja.errors.generic });
  };

  return (
    <Form<{ code: string }>
      onSubmit={async (values, form) => {
        setNotice(undefined);
        const result = await dispatch(confirmSignUp({ email, code: values.code }));
        if (confirmSignUp.fulfilled.match(result)) {
          await onConfirmed();
          return undefined;
        }
        // A wrong or expired code: the code is cleared and the member may try again or resend.
        setTimeout(() => form.change('code', ''));
        const error = result.payload;
        // Shown in the alert, not as a field error: clearing the field would hide a field error at once.
        if (error?.name === 'CodeMismatchException' || error?.name === 'ExpiredCodeException') {
          setNotice({ status: 'error', text: error.name === 'CodeMismatchException' ? ja.signup.codeMismatch : ja.signup.codeExpired });
          return undefined;
        }
        if (error?.name === 'NotAuthorizedException') {
          setNotice({ status: 'error', text: ja.signup.confirmFailed });
          return undefined;
        }
        setNotice({ status: 'error', text: error ? genericIdentityMessage(error) : ja.errors.generic });
        return undefined;
      }}
      validate={validateWith(schema)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Text mb="4">{format(ja.signup.codeSentTo, { email })}</Text>
          {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
          <CodeField />
          <Stack gap="3">
            <BusyButton type="submit" busy={submitting}>
              {ja.signup.confirm}
            </BusyButton>
            <BusyButton type="button" variant="outline" busy={resending} onClick={resend} size="sm">
              {ja.signup.resendCode}
            </BusyButton>
          </Stack>
        </form>
      )}
    />
  );
};
