import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { signIn } from '../../identity/auth-calls';
import { confirmPasswordReset } from '../../identity/password-reset-calls';
import { checkSession } from '../../identity/session-check';
import { emailSchema, normalizeEmail } from '../../lib/email';
import { passwordConfirmationSchema, passwordSchema } from '../../lib/password';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { codeSchema } from '../../ui/code-schema';
import { CodeField } from '../../ui/CodeField';
import { EmailField } from '../../ui/EmailField';
import { FormActions } from '../../ui/FormActions';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { emailCheck, passwordPolicyCheck, refuseBeforeSubmit } from '../../ui/refuse-before-submit';
import { PageHeading } from '../../ui/PageHeading';
import { PasswordFields } from '../../ui/PasswordFields';
import { resetSubmitErrorOutcome, type ResetErrorOutcome } from './password-reset-errors';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  passwordConfirmation: string;
}

const schema = () =>
  yup.object({
    email: emailSchema(),
    code: codeSchema(),
    password: passwordSchema(),
    passwordConfirmation: passwordConfirmationSchema(),
  });

const emailFromState = (state: unknown): string => {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email;
  return '';
};

/** Navigation state Signin reads after a reset: the notice, and the address when the member still has to sign in. */
interface PasswordResetDoneState {
  passwordReset: true;
  email?: string;
}

export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const sentTo = emailFromState(location.state);
  const [error, setError] = useState<string>();

  const signInAfterReset = async (email: string, password: string) => {
    const result = await dispatch(signIn({ email, password }));
    const done = signIn.fulfilled.match(result) && result.payload.next === 'DONE';
    if (done) await dispatch(checkSession());
    // Spec section 2: on to Signin; an SMS member still owes the second step, so Signin starts over with the address.
    const state: PasswordResetDoneState = done ? { passwordReset: true } : { passwordReset: true, email };
    navigate(pathFor('Signin'), { replace: true, state });
  };

  return (
    <>
      <PageHeading>{ja.passwordReset.heading}</PageHeading>
      <Text mb="6">
        {sentTo
          ? `${format(ja.passwordReset.codeSentTo, { email: sentTo })}${ja.passwordReset.submitLead}`
          : ja.passwordReset.submitLead}
      </Text>
      <Form<ResetValues>
        onSubmit={async (values, form) => {
          setError(undefined);
          const email = normalizeEmail(values.email);
          const result = await dispatch(
            confirmPasswordReset({ email, code: values.code, newPassword: values.password }),
          );
          if (confirmPasswordReset.fulfilled.match(result)) {
            await signInAfterReset(email, values.password);
            return;
          }
          const outcome: ResetErrorOutcome = result.payload
            ? resetSubmitErrorOutcome(result.payload)
            : { message: ja.errors.generic, clear: [] };
          setError(outcome.message);
          setTimeout(() =>
            form.batch(() => {
              if (outcome.clear.includes('email')) form.change('email', '');
              if (outcome.clear.includes('code')) form.change('code', '');
              if (outcome.clear.includes('password')) {
                form.change('password', '');
                form.change('passwordConfirmation', '');
              }
            }),
          );
        }}
        initialValues={{ email: sentTo, code: '', password: '', passwordConfirmation: '' }}
        validate={validateWith(schema)}
        render={({ handleSubmit, submitting, form }) => (
          <form
            onSubmit={(event) => {
              setError(
                refuseBeforeSubmit(form, [emailCheck(), passwordPolicyCheck(ja.passwordReset.passwordConditions)]),
              );
              void handleSubmit(event);
            }}
            noValidate
            aria-label={ja.titles.ForgotPasswordSubmit}
            // Prerendered: a submit before any script runs is the browser's own; POST keeps the password out of the URL.
            method="post"
          >
            {error ? <FormAlert>{error}</FormAlert> : null}
            <EmailField />
            <CodeField />
            <PasswordFields label={ja.common.newPassword} />
            <FormActions busy={submitting} submitLabel={ja.passwordReset.submit}>
              <AppLink to={pathFor('Signin')}>{ja.passwordReset.toSignin}</AppLink>
            </FormActions>
          </form>
        )}
      />
    </>
  );
};
