import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { preloadIdentity } from '../../identity/amplify';
import { signIn, signUp } from '../../identity/auth-calls';
import { selectAuthStatus } from '../../identity/auth-slice';
import { checkSession } from '../../identity/session-check';
import { emailSchema, normalizeEmail } from '../../lib/email';
import { passwordConfirmationSchema, passwordSchema } from '../../lib/password';
import { pathFor } from '../../routing/route-names';
import { useOriginatingService } from '../../routing/use-originating-service';
import { AppLink } from '../../ui/AppLink';
import { EmailField } from '../../ui/EmailField';
import { FormActions } from '../../ui/FormActions';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { emailCheck, passwordPolicyCheck, refuseBeforeSubmit } from '../../ui/refuse-before-submit';
import { PageHeading } from '../../ui/PageHeading';
import { PasswordFields } from '../../ui/PasswordFields';
import { SignupConfirmForm } from './SignupConfirmForm';
import { signupErrorOutcome, type SignupErrorOutcome } from './signup-errors';
import '../../i18n/screens/signup';

interface SignupValues {
  email: string;
  password: string;
  passwordConfirmation: string;
}

const schema = () =>
  yup.object({
    email: emailSchema(),
    password: passwordSchema(),
    passwordConfirmation: passwordConfirmationSchema(),
  });

export const Component = () => {
  const dispatch = useAppDispatch();
  const { continueToService } = useOriginatingService();
  const authStatus = useAppSelector(selectAuthStatus);
  const [failure, setFailure] = useState<SignupErrorOutcome>();
  const [signInError, setSignInError] = useState<string>();
  const credentials = useRef<{ email: string; password: string }>(undefined);
  const [confirming, setConfirming] = useState(false);
  // A retried sign-up that found the address taken most likely made the account itself.
  const [retriedNote, setRetriedNote] = useState(false);

  // A member who already has a session goes straight on.
  useEffect(() => {
    if (authStatus === 'signedIn' && !confirming) void continueToService();
  }, [authStatus, confirming, continueToService]);

  const afterConfirmed = async () => {
    if (!credentials.current) return;
    const result = await dispatch(signIn(credentials.current));
    if (signIn.fulfilled.match(result) && result.payload.next === 'DONE') {
      await dispatch(checkSession());
      await continueToService();
    } else {
      setSignInError(ja.signup.signInAfterConfirmFailed);
    }
  };

  if (confirming && credentials.current) {
    return (
      <>
        <PageHeading focusOnMount>{ja.signup.confirmHeading}</PageHeading>
        {signInError ? (
          <FormAlert>
            {signInError} <AppLink to={pathFor('Signin')}>{ja.signup.toSignin}</AppLink>
          </FormAlert>
        ) : null}
        {retriedNote ? <FormAlert status="info">{ja.mayHaveSucceeded.signUpRetried}</FormAlert> : null}
        <SignupConfirmForm email={credentials.current.email} onConfirmed={afterConfirmed} />
      </>
    );
  }

  return (
    <>
      <PageHeading>{ja.titles.Signup}</PageHeading>
      <Form<SignupValues>
        onSubmit={async (values, form) => {
          setFailure(undefined);
          const email = normalizeEmail(values.email);
          const result = await dispatch(signUp({ email, password: values.password }));
          if (signUp.fulfilled.match(result)) {
            credentials.current = { email, password: values.password };
            setRetriedNote(result.payload.retried === true);
            setConfirming(true);
            return;
          }
          const outcome = result.payload
            ? signupErrorOutcome(result.payload)
            : { message: ja.errors.generic, clear: [] };
          setFailure(outcome);
          setTimeout(() =>
            form.batch(() => {
              if (outcome.clear.includes('email')) form.change('email', '');
              if (outcome.clear.includes('password')) {
                form.change('password', '');
                form.change('passwordConfirmation', '');
              }
            }),
          );
        }}
        validate={validateWith(schema)}
        render={({ handleSubmit, submitting, form }) => (
          <form
            onSubmit={(event) => {
              const refused = refuseBeforeSubmit(form, [
                emailCheck(),
                passwordPolicyCheck(ja.signup.passwordConditions),
              ]);
              setFailure(refused ? { message: refused, clear: [] } : undefined);
              void handleSubmit(event);
            }}
            onFocus={preloadIdentity}
            noValidate
            aria-label={ja.titles.Signup}
            // Prerendered: a submit before any script runs is the browser's own; POST keeps the password out of the URL.
            method="post"
          >
            {failure ? (
              <FormAlert>
                {failure.message}
                {failure.offerSignin ? (
                  <>
                    {' '}
                    <AppLink to={pathFor('Signin')}>{ja.signup.toSignin}</AppLink>
                  </>
                ) : null}
              </FormAlert>
            ) : null}
            <EmailField />
            <PasswordFields />
            <FormActions busy={submitting} submitLabel={ja.signup.submit}>
              <AppLink to={pathFor('Signin')}>{ja.signup.toSignin}</AppLink>
            </FormActions>
          </form>
        )}
      />
    </>
  );
};
