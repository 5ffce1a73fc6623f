import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/change-password';
import { changePassword } from '../../identity/account-calls';
import { passwordConfirmationSchema, passwordSchema } from '../../lib/password';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { passwordPolicyCheck, refuseBeforeSubmit } from '../../ui/refuse-before-submit';
import { PageHeading } from '../../ui/PageHeading';
import { PasswordFields } from '../../ui/PasswordFields';
import { changePasswordErrorOutcome } from './change-password-errors';

interface Values {
  currentPassword: string;
  newPassword: string;
  reentry: string;
}

const schema = () =>
  yup.object({
    currentPassword: yup.string().required(ja.validation.currentPasswordRequired),
    newPassword: passwordSchema(),
    reentry: passwordConfirmationSchema('newPassword', ja.changePassword.confirmationDiffers),
  });

/** Change password (spec sections 2, 4, 5, 8): current, new and re-entry; the success modal leads back to settings. */
export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  return (
    <>
      <PageHeading>{ja.changePassword.heading}</PageHeading>
      <Form<Values>
        onSubmit={async (values, form) => {
          setError(undefined);
          const result = await dispatch(
            changePassword({ oldPassword: values.currentPassword, newPassword: values.newPassword }),
          );
          if (changePassword.fulfilled.match(result)) {
            setTimeout(() => form.restart());
            setDone(true);
            return;
          }
          const failure = changePasswordErrorOutcome(result.payload ?? { name: 'Error', message: '' });
          setError(failure.message);
          // Emptied fields start untouched, so they do not also say 'required' until the next submit.
          setTimeout(() =>
            failure.clear.forEach((name) => {
              form.change(name, '');
              form.resetFieldState(name);
            }),
          );
        }}
        validate={validateWith(schema)}
        render={({ handleSubmit, submitting, form }) => (
          <form
            onSubmit={(event) => {
              // Spec section 8: a new password the conditions refuse clears new and re-entry, before any call too.
              setError(
                refuseBeforeSubmit(form, [
                  passwordPolicyCheck(ja.changePassword.notSatisfied, 'newPassword', 'reentry'),
                ]),
              );
              void handleSubmit(event);
            }}
            noValidate
            aria-label={ja.changePassword.heading}
          >
            {error ? <FormAlert>{error}</FormAlert> : null}
            <CurrentPasswordField label={ja.changePassword.currentPassword} />
            <PasswordFields
              name="newPassword"
              confirmationName="reentry"
              label={ja.changePassword.newPassword}
              confirmationLabel={ja.changePassword.reentry}
              matchMessages={{
                match: ja.changePassword.confirmationOk,
                mismatch: ja.changePassword.confirmationDiffers,
              }}
            />
            <Stack gap="3">
              <BusyButton type="submit" busy={submitting}>
                {ja.changePassword.submit}
              </BusyButton>
            </Stack>
          </form>
        )}
      />
      <ConfirmModal
        open={done}
        title={ja.changePassword.success}
        confirmLabel={ja.changePassword.backToSettings}
        onConfirm={() => navigate(pathFor('AccountSettings'), { state: { offerSignOutEverywhere: true } })}
      />
    </>
  );
};
