import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { ja } from '../../i18n/ja';
import { preloadIdentity } from '../../identity/amplify';
import { emailSchema } from '../../lib/email';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { BusyButton } from '../../ui/BusyButton';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { emailCheck, refuseBeforeSubmit } from '../../ui/refuse-before-submit';
import { TextField } from '../../ui/TextField';

export interface SigninValues {
  email: string;
  password: string;
}

const schema = yup.object({
  email: emailSchema(),
  password: yup.string().required(ja.validation.passwordRequired),
});

interface SigninFormProps {
  initialEmail?: string;
  error?: string;
  onSubmit: (values: SigninValues) => Promise<void>;
}

export const SigninForm = ({ initialEmail, error, onSubmit }: SigninFormProps) => {
  // Fixed at mount: new initial values would reinitialise the form and wipe the password after a failed sign-in.
  const [initialValues] = useState<SigninValues>(() => ({ email: initialEmail ?? '', password: '' }));
  const [refused, setRefused] = useState<string>();
  return (
    <Form<SigninValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateWith(schema)}
      render={({ handleSubmit, submitting, form }) => (
        <form
          onSubmit={(event) => {
            setRefused(refuseBeforeSubmit(form, [emailCheck()]));
            void handleSubmit(event);
          }}
          onFocus={preloadIdentity}
          noValidate
          aria-label={ja.signin.formLabel}
          // Prerendered: a submit before any script runs is the browser's own; POST keeps the password out of the URL.
          method="post"
        >
          {refused || error ? <FormAlert>{refused ?? error}</FormAlert> : null}
          <TextField name="email" label={ja.common.email} type="email" autoComplete="email" inputMode="email" required />
          <TextField name="password" label={ja.common.password} type="password" autoComplete="current-password" required />
          <Stack gap="4">
            <BusyButton type="submit" busy={submitting}>
              {ja.signin.submit}
            </BusyButton>
            <AppLink to={pathFor('ForgotPassword')}>{ja.signin.forgotPassword}</AppLink>
            <AppLink to={pathFor('Signup')}>{ja.signin.toSignup}</AppLink>
          </Stack>
        </form>
      )}
    />
  );
};
