import { Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { loadCurrentUser } from '../../identity/current-user';
import { confirmPhoneNumber, enableSmsMfa, sendPhoneVerificationCode } from '../../identity/mfa-calls';
import { toDomestic } from '../../lib/phone';
import { returnRouteFrom } from '../../routing/return-to';
import { pathFor } from '../../routing/route-names';
import { mayHaveSucceededMessage } from '../../identity/errors';
import { phoneVerifyFailedMessage, setupFailedMessage } from './mfa-errors';
import { CodeEntryForm } from '../../ui/CodeEntryForm';
import { PageHeading } from '../../ui/PageHeading';
import '../../i18n/screens/mfa';

const phoneFrom = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'phone' in state && typeof state.phone === 'string' ? state.phone : undefined;

/** The SMS code for a new number; tokens force-refreshed (they carry phone_number_verified), then `returnTo`. */
export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const phone = phoneFrom(location.state);
  // Once the code is accepted it cannot be used again: a retry after a failed MFA update only retries that update.
  const phoneConfirmed = useRef(false);

  return (
    <>
      <PageHeading>{ja.titles.SmsVerification}</PageHeading>
      <CodeEntryForm
        name={ja.mfa.smsAuthentication}
        intro={
          <Text mb="6">
            {phone ? format(ja.mfa.codeSentTo, { phone: toDomestic(phone) }) : ja.mfa.verificationLead}
          </Text>
        }
        codeLabel={ja.mfa.authenticationCode}
        submitLabel={ja.mfa.verify}
        resendLabel={ja.mfa.resend}
        sentNotice={ja.mfa.sentAgain}
        onSubmit={async (code) => {
          if (!phoneConfirmed.current) {
            const confirmed = await dispatch(confirmPhoneNumber(code));
            if (!confirmPhoneNumber.fulfilled.match(confirmed)) return phoneVerifyFailedMessage(confirmed.payload);
            phoneConfirmed.current = true;
          }
          const enabled = await dispatch(enableSmsMfa());
          if (!enableSmsMfa.fulfilled.match(enabled)) return setupFailedMessage(enabled.payload);
          await dispatch(loadCurrentUser({ forceRefresh: true }));
          navigate(pathFor(returnRouteFrom(location.search)), { replace: true });
          return undefined;
        }}
        onResend={async () => {
          const result = await dispatch(sendPhoneVerificationCode());
          return sendPhoneVerificationCode.fulfilled.match(result)
            ? undefined
            : (mayHaveSucceededMessage(result.payload) ?? ja.mfa.resendFailed);
        }}
      />
    </>
  );
};
