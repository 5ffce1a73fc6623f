import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch } from '../../app/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { loadCurrentUser } from '../../identity/current-user';
import { confirmPhoneNumber, enableSmsMfa, sendPhoneVerificationCode } from '../../identity/mfa-calls';
import { toDomestic } from '../../lib/phone';
import { returnRouteFrom } from '../../routing/return-to';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { codeSchema } from '../../ui/code-schema';
import { CodeField } from '../../ui/CodeField';
import { FormAlert } from '../../ui/FormAlert';
import { mayHaveSucceededMessage } from '../../identity/errors';
import { validateWith } from '../../ui/form-validation';
import { PageHeading } from '../../ui/PageHeading';
import { phoneVerifyFailedMessage, setupFailedMessage } from './phone-messages';

/** Spec section 9: the 'sent again' notice appears 1.5 seconds after a resend. */
export const RESEND_NOTICE_DELAY_MS = 1500;

const schema = yup.object({ code: codeSchema() });

const phoneFrom = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'phone' in state && typeof state.phone === 'string' ? state.phone : undefined;

/**
 * The SMS code for a new phone number: confirmed, SMS two-step made preferred, tokens force-refreshed (they carry
 * phone_number_verified), then on to `returnTo` — a known route name, else AccountHome.
 */
export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const phone = phoneFrom(location.state);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [resending, setResending] = useState(false);
  // Once the code is accepted it cannot be used again: a retry after a failed MFA update only retries that update.
  const phoneConfirmed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const resend = async () => {
    clearTimeout(timer.current);
    setResending(true);
    setNotice(undefined);
    setError(undefined);
    const result = await dispatch(sendPhoneVerificationCode());
    setResending(false);
    if (!sendPhoneVerificationCode.fulfilled.match(result)) {
      setError(mayHaveSucceededMessage(result.payload) ?? ja.mfa.resendFailed);
      return;
    }
    timer.current = setTimeout(() => setNotice(ja.mfa.sentAgain), RESEND_NOTICE_DELAY_MS);
  };

  return (
    <>
      <PageHeading>{ja.titles.SmsVerification}</PageHeading>
      <Form<{ code: string }>
        onSubmit={async (values, form) => {
          setError(undefined);
          setNotice(undefined);
          if (!phoneConfirmed.current) {
            const confirmed = await dispatch(confirmPhoneNumber(values.code));
            if (!confirmPhoneNumber.fulfilled.match(confirmed)) {
              setError(phoneVerifyFailedMessage(confirmed.payload));
              setTimeout(() => form.change('code', ''));
              return;
            }
            phoneConfirmed.current = true;
          }
          const enabled = await dispatch(enableSmsMfa());
          if (!enableSmsMfa.fulfilled.match(enabled)) {
            setError(setupFailedMessage(enabled.payload));
            setTimeout(() => form.change('code', ''));
            return;
          }
          await dispatch(loadCurrentUser({ forceRefresh: true }));
          navigate(pathFor(returnRouteFrom(location.search)), { replace: true });
        }}
        validate={validateWith(schema)}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={ja.mfa.smsAuthentication}>
            <Text mb="6">{phone ? format(ja.mfa.codeSentTo, { phone: toDomestic(phone) }) : ja.mfa.verificationLead}</Text>
            {error ? <FormAlert>{error}</FormAlert> : null}
            {notice ? <FormAlert status="success">{notice}</FormAlert> : null}
            <CodeField label={ja.mfa.authenticationCode} />
            <Stack gap="3">
              <BusyButton type="submit" busy={submitting}>
                {ja.mfa.verify}
              </BusyButton>
              <BusyButton type="button" variant="outline" size="sm" busy={resending} disabled={submitting} onClick={resend}>
                {ja.mfa.resend}
              </BusyButton>
            </Stack>
          </form>
        )}
      />
    </>
  );
};
