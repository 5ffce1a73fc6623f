import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { useAppDispatch } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { genericIdentityMessage, isRateLimited, type IdentityError } from '../../identity/errors';
import { provePasswordForPasskey, proveSmsCodeForPasskey } from '../../identity/passkey-calls';
import { BusyButton } from '../../ui/BusyButton';
import { CodeField } from '../../ui/CodeField';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import '../../i18n/screens/settings';
import '../../i18n/screens/mfa';

type Step = { step: 'password' } | { step: 'sms'; destination?: string };

const expired = (error: IdentityError) =>
  (error.name === 'NotAuthorizedException' && /session/i.test(error.message)) || error.name === 'ExpiredCodeException';

const passwordError = (error: IdentityError) => {
  if (error.name === 'NotAuthorizedException' && error.message === 'Incorrect username or password.')
    return ja.settings.passkeys.proofWrongPassword;
  if (isRateLimited(error)) return ja.errors.rateLimited;
  return genericIdentityMessage(error);
};

const codeError = (error: IdentityError) => {
  if (error.name === 'CodeMismatchException') return ja.settings.passkeys.proofWrongCode;
  if (isRateLimited(error)) return ja.errors.rateLimited;
  return genericIdentityMessage(error);
};

/** One step's form: its lead, the error, its one field, then submit and cancel. */
const ProofStep = ({
  lead,
  error,
  field,
  submitting,
  onSubmit,
  onCancel,
}: {
  lead: string;
  error?: string;
  field: ReactNode;
  submitting?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) => (
  <form onSubmit={onSubmit} noValidate aria-label={ja.settings.passkeys.proofFormLabel}>
    <Stack gap="3">
      <Text>{lead}</Text>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {field}
      <HStack>
        <BusyButton type="submit" size="sm" busy={submitting}>
          {ja.settings.passkeys.proofSubmit}
        </BusyButton>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {ja.common.cancel}
        </Button>
      </HStack>
    </Stack>
  </form>
);

/**
 * Asked in place before a passkey is added: the current password, then the SMS code when two-step is on. Nothing
 * typed here is kept once the form is gone; the proof itself lives in src/identity/fresh-proof.ts.
 */
export const PasskeyProofForm = ({ onProven, onCancel }: { onProven: () => void; onCancel: () => void }) => {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [error, setError] = useState<string>();

  if (step.step === 'sms')
    return (
      <Form<{ code: string }>
        key="sms"
        onSubmit={async ({ code }) => {
          setError(undefined);
          const result = await dispatch(proveSmsCodeForPasskey(code));
          if (proveSmsCodeForPasskey.fulfilled.match(result)) return onProven();
          const failure = result.payload ?? { name: 'Error', message: '' };
          if (expired(failure)) {
            setStep({ step: 'password' });
            setError(ja.settings.passkeys.proofExpired);
          } else setError(codeError(failure));
        }}
        validate={validateWith(() =>
          yup.object({ code: yup.string().required(ja.settings.passkeys.proofCodeRequired) }),
        )}
        render={({ handleSubmit, submitting }) => (
          <ProofStep
            lead={format(ja.settings.passkeys.proofSmsLead, { phone: step.destination ?? '' })}
            error={error}
            field={<CodeField label={ja.mfa.authenticationCode} />}
            submitting={submitting}
            onSubmit={(event) => void handleSubmit(event)}
            onCancel={onCancel}
          />
        )}
      />
    );

  return (
    <Form<{ currentPassword: string }>
      key="password"
      onSubmit={async ({ currentPassword }) => {
        setError(undefined);
        const result = await dispatch(provePasswordForPasskey(currentPassword));
        if (!provePasswordForPasskey.fulfilled.match(result))
          return setError(passwordError(result.payload ?? { name: 'Error', message: '' }));
        if (result.payload.next === 'DONE') return onProven();
        setStep({ step: 'sms', destination: result.payload.destination });
      }}
      validate={validateWith(() =>
        yup.object({ currentPassword: yup.string().required(ja.settings.passkeys.proofPasswordRequired) }),
      )}
      render={({ handleSubmit, submitting }) => (
        <ProofStep
          lead={ja.settings.passkeys.proofLead}
          error={error}
          field={<CurrentPasswordField label={ja.settings.passkeys.proofPassword} />}
          submitting={submitting}
          onSubmit={(event) => void handleSubmit(event)}
          onCancel={onCancel}
        />
      )}
    />
  );
};
