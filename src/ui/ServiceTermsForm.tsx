import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { FORM_ERROR } from 'final-form';
import { useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { ja } from '../i18n/ja';
import { AppLink } from './AppLink';
import { BusyButton } from './BusyButton';
import { FormAlert } from './FormAlert';
import { NativeCheckbox } from './NativeCheckbox';

export interface ServiceTermsValues {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

export interface TermsDocument {
  href: string;
  external: boolean;
}

export interface ServiceTermsFormProps {
  terms: TermsDocument;
  privacy: TermsDocument;
  offerMarketing?: boolean;
  note?: ReactNode;
  /** Resolves with an error message to show (the ticks are kept), or with nothing once the member is on the way. */
  onAccept: (values: ServiceTermsValues) => Promise<string | undefined>;
}

const DocumentLink = ({ document, children }: { document: TermsDocument; children: string }) =>
  document.external ? (
    <Link href={document.href} target="_blank" rel="noopener noreferrer" color="blue.700" textDecoration="underline">
      {children}
      {ja.common.opensInNewWindow}
    </Link>
  ) : (
    <AppLink to={document.href} textDecoration="underline">
      {children}
    </AppLink>
  );

const AgreeBox = ({ name, label, disabled }: { name: keyof ServiceTermsValues; label: string; disabled: boolean }) => (
  <Field<boolean> name={name} type="checkbox">
    {({ input }) => (
      <NativeCheckbox
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        disabled={disabled}
      >
        {label}
      </NativeCheckbox>
    )}
  </Field>
);

/** The terms screen's form (spec sections 2 and 5); a failed acceptance keeps every tick. */
export const ServiceTermsForm = ({ terms, privacy, offerMarketing = false, note, onAccept }: ServiceTermsFormProps) => {
  // Once accepted the browser is leaving (often for another site): the button stays busy so nobody presses it twice.
  const [leaving, setLeaving] = useState(false);
  return (
    <Form<ServiceTermsValues>
      initialValues={{ terms: false, privacy: false, marketing: false }}
      onSubmit={async (values) => {
        const error = await onAccept(values);
        if (error) return { [FORM_ERROR]: error };
        setLeaving(true);
        return undefined;
      }}
      render={({ handleSubmit, submitting: submittingNow, submitError, values }) => {
        const submitting = submittingNow || leaving;
        const bothTicked = values.terms && values.privacy;
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={ja.terms.formLabel}>
            {submitError ? <FormAlert>{String(submitError)}</FormAlert> : null}
            <Text mb="4">{ja.terms.lead}</Text>
            {note ? (
              <Box borderLeftWidth="4px" borderColor="orange.500" bg="orange.50" px="4" py="3" mb="4">
                {note}
              </Box>
            ) : null}
            <Stack as="ul" gap="2" mb="4" listStyleType="none" p="0">
              <li>
                <DocumentLink document={terms}>{ja.terms.termsOfService}</DocumentLink>
              </li>
              <li>
                <DocumentLink document={privacy}>{ja.terms.privacyPolicy}</DocumentLink>
              </li>
            </Stack>
            <Stack gap="3" mb="6">
              <AgreeBox name="terms" label={ja.terms.agreeToTerms} disabled={submitting} />
              <AgreeBox name="privacy" label={ja.terms.agreeToPrivacyPolicy} disabled={submitting} />
              {offerMarketing ? (
                <AgreeBox name="marketing" label={ja.terms.marketingEmail} disabled={submitting} />
              ) : null}
            </Stack>
            <Box>
              <BusyButton
                type="submit"
                busy={submitting}
                disabled={!bothTicked}
                aria-describedby={bothTicked ? undefined : 'terms-must-agree'}
              >
                {ja.terms.submit}
              </BusyButton>
              {bothTicked ? null : (
                <Text id="terms-must-agree" mt="2" fontSize="sm" color="gray.700">
                  {ja.terms.mustAgree}
                </Text>
              )}
            </Box>
          </form>
        );
      }}
    />
  );
};
