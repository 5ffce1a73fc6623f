import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { sendPhoneVerificationCode, updatePhoneNumber } from '../../identity/mfa-calls';
import { toE164, validatePhoneNumber } from '../../lib/phone';
import { returnRouteFrom } from '../../routing/return-to';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { TextField } from '../../ui/TextField';
import { phoneUpdateFailedMessage, registrationFailedMessage } from './mfa-errors';
import '../../i18n/screens/mfa';

const schema = () =>
  yup.object({
    phone: yup.string().test('phone', function checkPhone(value) {
      const message = validatePhoneNumber(value);
      return message ? this.createError({ message }) : true;
    }),
  });

/** Navigation state of the verification screen: where the code went (E.164), for the lead text. */
export interface PhoneSentState {
  phone: string;
}

/** Phone entry of SMS setup and reset (spec section 4): stored as +81, a code sent, `returnTo` carried on. */
export const PhoneForm = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string>();

  return (
    <Form<{ phone: string }>
      onSubmit={async (values) => {
        setError(undefined);
        const phone = toE164(values.phone);
        if (!phone) return { phone: ja.validation.invalidPhone };
        const updated = await dispatch(updatePhoneNumber(phone));
        if (!updatePhoneNumber.fulfilled.match(updated)) {
          setError(phoneUpdateFailedMessage(updated.payload));
          return undefined;
        }
        if (!updated.payload.codeSent) {
          const sent = await dispatch(sendPhoneVerificationCode());
          if (!sendPhoneVerificationCode.fulfilled.match(sent)) {
            setError(registrationFailedMessage(sent.payload));
            return undefined;
          }
        }
        const state: PhoneSentState = { phone };
        navigate(pathFor('SmsVerification', { returnTo: returnRouteFrom(location.search) }), { state });
        return undefined;
      }}
      validate={validateWith(schema)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={ja.mfa.phoneLabel}>
          <Text mb="6">{ja.mfa.setupLead}</Text>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <TextField
            name="phone"
            label={ja.mfa.phoneLabel}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={ja.mfa.phonePlaceholder}
            helperText={ja.mfa.phoneHint}
            required
          />
          <Stack gap="4">
            <BusyButton type="submit" busy={submitting}>
              {ja.mfa.sendCode}
            </BusyButton>
          </Stack>
        </form>
      )}
    />
  );
};
