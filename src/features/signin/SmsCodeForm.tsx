import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { useAppDispatch } from '../../app/hooks';
import { ja } from '../../i18n/ja';
import { confirmSignInCode } from '../../identity/auth-calls';
import { codeSchema } from '../../ui/code-schema';
import { BusyButton } from '../../ui/BusyButton';
import { CodeField } from '../../ui/CodeField';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { smsCodeErrorMessage } from './signin-errors';

/** Spec section 9: the 'sent again' notice appears 1.5 seconds after a resend. */
export const RESEND_NOTICE_DELAY_MS = 1500;

const schema = yup.object({ code: codeSchema() });

interface SmsCodeFormProps {
  onSignedIn: () => Promise<void> | void;
  /** Re-signs in, which sends a new code; resolves false when that failed. */
  onResend: () => Promise<boolean>;
}

export const SmsCodeForm = ({ onSignedIn, onResend }: SmsCodeFormProps) => {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [resending, setResending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const resend = async () => {
    setResending(true);
    setNotice(undefined);
    setError(undefined);
    const ok = await onResend();
    setResending(false);
    if (!ok) {
      setError(ja.mfa.resendFailed);
      return;
    }
    timer.current = setTimeout(() => setNotice(ja.mfa.sentAgain), RESEND_NOTICE_DELAY_MS);
  };

  return (
    <Form<{ code: string }>
      onSubmit={async (values, form) => {
        setError(undefined);
        const result = await dispatch(confirmSignInCode(values.code));
        if (confirmSignInCode.fulfilled.match(result) && result.payload.next === 'DONE') {
          await onSignedIn();
          return;
        }
        setTimeout(() => form.change('code', ''));
        setError(result.payload && 'name' in result.payload ? smsCodeErrorMessage(result.payload) : ja.mfa.authenticationFailed);
      }}
      validate={validateWith(schema)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={ja.mfa.smsAuthentication}>
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            {ja.mfa.smsAuthentication}
          </Text>
          <Text mb="4">{ja.mfa.codeSentBySms}</Text>
          {error ? <FormAlert>{error}</FormAlert> : null}
          {notice ? <FormAlert status="success">{notice}</FormAlert> : null}
          <CodeField label={ja.mfa.authenticationCode} />
          <Stack gap="3">
            <BusyButton type="submit" busy={submitting}>
              {ja.mfa.verify}
            </BusyButton>
            <BusyButton type="button" variant="outline" size="sm" busy={resending} onClick={resend}>
              {ja.mfa.resend}
            </BusyButton>
          </Stack>
        </form>
      )}
    />
  );
};
