import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { requestPasswordReset } from '../../identity/password-reset-calls';
import { emailSchema, normalizeEmail } from '../../lib/email';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { EmailField } from '../../ui/EmailField';
import { FormActions } from '../../ui/FormActions';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { emailCheck, refuseBeforeSubmit } from '../../ui/refuse-before-submit';
import { PageHeading } from '../../ui/PageHeading';
import { forgotPasswordErrorOutcome } from './password-reset-errors';

const schema = () =>
  yup.object({
    email: emailSchema(),
  });

/** Asks for the address, sends the reset code, then goes on to the submit screen with the address in navigation state. */
export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  return (
    <>
      <PageHeading>{ja.passwordReset.heading}</PageHeading>
      <Text mb="6">{ja.passwordReset.lead}</Text>
      <Form<{ email: string }>
        onSubmit={async (values, form) => {
          setError(undefined);
          const email = normalizeEmail(values.email);
          const result = await dispatch(requestPasswordReset(email));
          if (requestPasswordReset.fulfilled.match(result)) {
            // The address travels in navigation state only (spec section 2), never in the URL.
            navigate(pathFor('ForgotPasswordSubmit'), { state: { email } });
            return;
          }
          const outcome = result.payload
            ? forgotPasswordErrorOutcome(result.payload)
            : { message: ja.errors.generic, clear: [] };
          setError(outcome.message);
          if (outcome.clear.includes('email')) setTimeout(() => form.change('email', ''));
        }}
        validate={validateWith(schema)}
        render={({ handleSubmit, submitting, form }) => (
          <form
            onSubmit={(event) => {
              setError(refuseBeforeSubmit(form, [emailCheck()]));
              void handleSubmit(event);
            }}
            noValidate
            aria-label={ja.passwordReset.heading}
            // Prerendered: a submit before any script runs is the browser's own; POST keeps the address out of the URL.
            method="post"
          >
            {error ? <FormAlert>{error}</FormAlert> : null}
            <EmailField />
            <FormActions busy={submitting} submitLabel={ja.passwordReset.send}>
              <AppLink to={pathFor('Signin')}>{ja.passwordReset.toSignin}</AppLink>
            </FormActions>
          </form>
        )}
      />
    </>
  );
};
