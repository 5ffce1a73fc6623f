import { List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/change-email';
import { requestEmailChange } from '../../identity/account-calls';
import { emailSchema, normalizeEmail } from '../../lib/email';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { BusyButton } from '../../ui/BusyButton';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { EmailField } from '../../ui/EmailField';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { emailCheck, refuseBeforeSubmit } from '../../ui/refuse-before-submit';
import { emailChangeRequestErrorMessage } from './change-email-errors';

export interface RequestValues {
  currentPassword: string;
  newEmail: string;
}

const schemaFor = (currentEmail: string) =>
  yup.object({
    currentPassword: yup.string().required(ja.validation.currentPasswordRequired),
    newEmail: emailSchema().test(
      'different',
      ja.changeEmail.sameAsCurrent,
      (value) => normalizeEmail(value) !== normalizeEmail(currentEmail),
    ),
  });

/** Step 1: the current password and the new address; the identity service then mails a code to the new address. */
export const RequestStep = ({
  currentEmail,
  onRequested,
}: {
  currentEmail: string;
  onRequested: (newEmail: string) => void;
}) => {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string>();
  return (
    <>
      <Text mb="2">{ja.changeEmail.currentEmail}</Text>
      <Text mb="6" fontWeight="bold" wordBreak="break-all">
        {currentEmail}
      </Text>
      <Text mb="4">{ja.changeEmail.step1Lead}</Text>
      <Form<RequestValues>
        onSubmit={async (values) => {
          setError(undefined);
          const newEmail = normalizeEmail(values.newEmail);
          const result = await dispatch(requestEmailChange({ password: values.currentPassword, newEmail }));
          if (requestEmailChange.fulfilled.match(result)) onRequested(newEmail);
          else setError(emailChangeRequestErrorMessage(result.payload ?? { name: 'Error', message: '' }));
        }}
        validate={validateWith(() => schemaFor(currentEmail))}
        render={({ handleSubmit, submitting, values, form }) => {
          // Spec section 5: no submit while busy, while a field is empty, or while the new address is the current one.
          const blocked =
            !values.currentPassword ||
            !normalizeEmail(values.newEmail) ||
            normalizeEmail(values.newEmail) === normalizeEmail(currentEmail);
          return (
            <form
              onSubmit={(event) => {
                setError(refuseBeforeSubmit(form, [emailCheck('newEmail')]));
                void handleSubmit(event);
              }}
              noValidate
              aria-label={ja.changeEmail.heading}
            >
              {error ? <FormAlert>{error}</FormAlert> : null}
              <CurrentPasswordField label={ja.changeEmail.currentPassword} />
              <EmailField name="newEmail" label={ja.changeEmail.newEmail} />
              <BusyButton type="submit" busy={submitting} disabled={blocked}>
                {ja.changeEmail.send}
              </BusyButton>
            </form>
          );
        }}
      />
      <Stack gap="3" mt="8" fontSize="sm">
        <Text>{ja.changeEmail.noReplyHint}</Text>
        <Text>{ja.changeEmail.undeliveredLead}</Text>
        <List.Root ps="5">
          {ja.changeEmail.undeliveredChecklist.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
        <Text>
          {ja.changeEmail.inquiryLead} <AppLink to={pathFor('Inquiry')}>{ja.changeEmail.inquiryLink}</AppLink>
        </Text>
      </Stack>
    </>
  );
};
