import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { ja } from '../../i18n/ja';
import { preloadIdentity, startEarlyPasswordSignIn } from '../../identity/amplify';
import { precomputeSrpPair } from '../../identity/srp/srp-precompute';
import { emailSchema, isEmailAddress, normalizeEmail } from '../../lib/email';
import { pathFor } from '../../routing/route-names';
import { preloadChunks } from '../../lib/loading';
import { PASSKEY_CONTROL_ATTRIBUTE, SIGN_IN_FORM_ATTRIBUTE } from '../../lib/page-attributes';
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

/**
 * The member's first touch of the form: Amplify, the passkey sign-in's call and the signed-in page's code start downloading and a worker computes
 * SRP's pair, so after Enter only the identity round trips remain. Also on input (a focus before React was there, or
 * the next pair after a failed sign-in used one).
 */
export const warmUp = () => {
  preloadIdentity();
  preloadChunks('pageWarmUp');
  preloadChunks('signInIntent');
  precomputeSrpPair();
};

const schema = () =>
  yup.object({
    email: emailSchema(),
    password: yup.string().required(ja.validation.passwordRequired),
  });

interface SigninFormProps {
  initialEmail?: string;
  error?: string;
  onSubmit: (values: SigninValues) => Promise<void>;
  /** The passkey sign-in, called with the e-mail as typed. */
  onPasskey: (email: string) => Promise<void>;
  /** The e-mail field offers passkeys in its autofill list (conditional mediation is available). */
  passkeyAutofill?: boolean;
}

export const SigninForm = ({ initialEmail, error, onSubmit, onPasskey, passkeyAutofill = false }: SigninFormProps) => {
  const [passkeyBusy, setPasskeyBusy] = useState(false);
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
          onFocus={warmUp}
          onInput={(event) => {
            warmUp();
            const { email } = form.getState().values;
            if ((event.target as HTMLInputElement).name === 'password' && isEmailAddress(email))
              startEarlyPasswordSignIn(normalizeEmail(email));
          }}
          noValidate
          aria-label={ja.signin.formLabel}
          {...{ [SIGN_IN_FORM_ATTRIBUTE]: '' }}
          // Prerendered: a submit before any script runs is the browser's own; POST keeps the password out of the URL.
          method="post"
        >
          {refused || error ? <FormAlert>{refused ?? error}</FormAlert> : null}
          <TextField
            name="email"
            label={ja.common.email}
            type="email"
            autoComplete={passkeyAutofill ? 'username webauthn' : 'email'}
            inputMode="email"
            required
          />
          <TextField
            name="password"
            label={ja.common.password}
            type="password"
            autoComplete="current-password"
            required
          />
          <Stack gap="4">
            <BusyButton type="submit" busy={submitting}>
              {ja.signin.submit}
            </BusyButton>
            {/* In the HTML from the start; index.html's CSS hides it, keeping its room, where passkeys cannot be used. */}
            <BusyButton
              type="button"
              variant="outline"
              w="full"
              busy={passkeyBusy}
              {...{ [PASSKEY_CONTROL_ATTRIBUTE]: '' }}
              onClick={() => {
                setRefused(undefined);
                setPasskeyBusy(true);
                void onPasskey(form.getState().values.email ?? '').finally(() => setPasskeyBusy(false));
              }}
            >
              {ja.passkeys.signin}
            </BusyButton>
            <AppLink to={pathFor('ForgotPassword')}>{ja.signin.forgotPassword}</AppLink>
            <AppLink to={pathFor('Signup')}>{ja.signin.toSignup}</AppLink>
          </Stack>
        </form>
      )}
    />
  );
};
