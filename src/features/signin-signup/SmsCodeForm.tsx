import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { confirmSignInCode } from '../../identity/auth-calls';
import { CodeEntryForm } from '../../ui/CodeEntryForm';
import { smsCodeErrorMessage } from './sms-code-errors';
import { removePendingSignIn } from '../../identity/token-cookies';
import '../../i18n/screens/mfa';

interface SmsCodeFormProps {
  onSignedIn: () => Promise<void> | void;
  /** Re-signs in, which sends a new code; resolves false when that failed. */
  onResend: () => Promise<boolean>;
}

/** The SMS sign-in step (spec section 9): the code, or a new one by signing in again. */
export const SmsCodeForm = ({ onSignedIn, onResend }: SmsCodeFormProps) => {
  const dispatch = useAppDispatch();
  // Leaving the step (done, another page, back to the form) leaves nothing of the pending sign-in in sessionStorage.
  useEffect(() => () => removePendingSignIn(), []);
  return (
    <CodeEntryForm
      name={ja.mfa.smsAuthentication}
      intro={
        <>
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            {ja.mfa.smsAuthentication}
          </Text>
          <Text mb="4">{ja.mfa.codeSentBySms}</Text>
        </>
      }
      codeLabel={ja.mfa.authenticationCode}
      submitLabel={ja.mfa.verify}
      resendLabel={ja.mfa.resend}
      sentNotice={ja.mfa.sentAgain}
      onSubmit={async (code) => {
        const result = await dispatch(confirmSignInCode(code));
        if (confirmSignInCode.fulfilled.match(result) && result.payload.next === 'DONE') {
          await onSignedIn();
          return undefined;
        }
        return result.payload && 'name' in result.payload
          ? smsCodeErrorMessage(result.payload)
          : ja.mfa.authenticationFailed;
      }}
      onResend={async () => ((await onResend()) ? undefined : ja.mfa.resendFailed)}
    />
  );
};
