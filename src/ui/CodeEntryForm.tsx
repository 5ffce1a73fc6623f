import { Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { BusyButton } from './BusyButton';
import { codeSchema } from './code-schema';
import { CodeField } from './CodeField';
import { FormAlert } from './FormAlert';
import { validateWith } from './form-validation';
import { useResendNotice } from './use-resend-notice';

const schema = () => yup.object({ code: codeSchema() });

export interface CodeEntryFormProps {
  name?: string;
  intro: ReactNode;
  codeLabel?: string;
  submitLabel: string;
  resendLabel: string;
  /** Checks the code; resolves to the message to show (the code is then cleared), nothing once it is accepted. */
  onSubmit: (code: string) => Promise<string | undefined>;
  /** Sends a new code; resolves to the message to show when that failed. */
  onResend: () => Promise<string | undefined>;
  /** The notice after a resend, and when it appears (the spec's 1.5 seconds unless said). */
  sentNotice: string;
  sentNoticeDelayMs?: number;
}

/** A code sent by SMS or e-mail, with a resend button; a refused code is cleared. */
export const CodeEntryForm = ({
  name,
  intro,
  codeLabel,
  submitLabel,
  resendLabel,
  onSubmit,
  onResend,
  sentNotice,
  sentNoticeDelayMs,
}: CodeEntryFormProps) => {
  const [error, setError] = useState<string>();
  const { notice, resending, resend, clearNotice } = useResendNotice({
    send: onResend,
    sentNotice,
    delayMs: sentNoticeDelayMs,
    onFailure: setError,
  });

  return (
    <Form<{ code: string }>
      onSubmit={async (values, form) => {
        setError(undefined);
        clearNotice();
        const failure = await onSubmit(values.code);
        if (!failure) return;
        // Shown in the alert, not as a field error: clearing the field would hide a field error at once.
        setError(failure);
        setTimeout(() => form.change('code', ''));
      }}
      validate={validateWith(schema)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={name}>
          {intro}
          {error ? <FormAlert>{error}</FormAlert> : null}
          {notice ? <FormAlert status="success">{notice}</FormAlert> : null}
          <CodeField label={codeLabel} />
          <Stack gap="3">
            <BusyButton type="submit" busy={submitting}>
              {submitLabel}
            </BusyButton>
            <BusyButton
              type="button"
              variant="outline"
              size="sm"
              busy={resending}
              disabled={submitting}
              onClick={() => {
                setError(undefined);
                void resend();
              }}
            >
              {resendLabel}
            </BusyButton>
          </Stack>
        </form>
      )}
    />
  );
};
