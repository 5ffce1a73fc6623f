import { Text } from '@chakra-ui/react';
import { useAppDispatch } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { confirmSignUp, resendSignUpCode } from '../../identity/auth-calls';
import { genericIdentityMessage } from '../../identity/errors';
import { CodeEntryForm } from '../../ui/CodeEntryForm';
import '../../i18n/screens/signup';

interface SignupConfirmFormProps {
  email: string;
  /** Called once the code is accepted; the caller signs the member in. */
  onConfirmed: () => Promise<void> | void;
}

/** Sign-up code confirmation with resend (spec sections 2 and 8, Signup confirm); "送信しました" at once after a resend. */
export const SignupConfirmForm = ({ email, onConfirmed }: SignupConfirmFormProps) => {
  const dispatch = useAppDispatch();
  return (
    <CodeEntryForm
      intro={<Text mb="4">{format(ja.signup.codeSentTo, { email })}</Text>}
      submitLabel={ja.signup.confirm}
      resendLabel={ja.signup.resendCode}
      sentNotice={ja.signup.resent}
      sentNoticeDelayMs={0}
      onSubmit={async (code) => {
        const result = await dispatch(confirmSignUp({ email, code }));
        if (confirmSignUp.fulfilled.match(result)) {
          await onConfirmed();
          return undefined;
        }
        // A wrong or expired code: the code is cleared and the member may try again or resend.
        const error = result.payload;
        if (error?.name === 'CodeMismatchException') return ja.signup.codeMismatch;
        if (error?.name === 'ExpiredCodeException') return ja.signup.codeExpired;
        if (error?.name === 'NotAuthorizedException') return ja.signup.confirmFailed;
        return error ? genericIdentityMessage(error) : ja.errors.generic;
      }}
      onResend={async () => {
        const result = await dispatch(resendSignUpCode(email));
        if (resendSignUpCode.fulfilled.match(result)) return undefined;
        return result.payload ? genericIdentityMessage(result.payload) : ja.errors.generic;
      }}
    />
  );
};
