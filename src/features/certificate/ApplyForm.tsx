import { Box, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { useCreateCertificateApplicationMutation, type ApplicantMember, type CertificateReason } from '../../api';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { toErrorMessage } from '../../lib/error-message';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { FormAlert } from '../../ui/FormAlert';
import { validateWith } from '../../ui/form-validation';
import { ApplicantFields } from './ApplicantFields';
import { applySchema, initialApplyValues, toApplicationRequest, type ApplyValues } from './apply-form';
import { applyDraftCleared, applyDraftSaved, selectApplyDraft } from './certificate-slice';
import { ReasonField } from './ReasonField';

interface ApplyFormProps {
  members: readonly ApplicantMember[];
  reasons: readonly CertificateReason[];
}

/** Reason and addresses, confirmed before posting; mirrored into the slice so a trip to SMS setup loses nothing. */
export const ApplyForm = ({ members, reasons }: ApplyFormProps) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useAppStore();
  const [apply, { isLoading }] = useCreateCertificateApplicationMutation();
  const [pending, setPending] = useState<ApplyValues>();
  const [error, setError] = useState<string>();
  // The draft is read once, not subscribed to: final-form would re-initialise (and drop typing) on every new object.
  const initialValues = useMemo(
    () => initialApplyValues(members, selectApplyDraft(store.getState())),
    [members, store],
  );
  const validate = useMemo(() => validateWith<ApplyValues>(() => applySchema(members)), [members]);

  const confirm = async () => {
    if (!pending) return;
    try {
      await apply({ certificateApplicationRequest: toApplicationRequest(members, pending) }).unwrap();
      dispatch(applyDraftCleared());
      navigate(pathFor('Certificate'), { replace: true });
    } catch (failure) {
      setPending(undefined);
      setError(toErrorMessage(failure));
    }
  };

  return (
    <Form<ApplyValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => {
        setError(undefined);
        setPending(values);
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={ja.titles.CertificateApply}>
          <FormSpy<ApplyValues>
            subscription={{ values: true }}
            onChange={({ values }) => dispatch(applyDraftSaved(values))}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Text mb="6">{ja.certificate.applyLead}</Text>
          <ReasonField reasons={reasons} disabled={isLoading} />
          <Box as="fieldset" mb="6">
            <Box as="legend" fontWeight="bold" mb="3">
              {ja.certificate.members}
            </Box>
            <Stack gap="4">
              {members.map((member) => (
                <ApplicantFields key={member.id} member={member} members={members} disabled={isLoading} />
              ))}
            </Stack>
          </Box>
          <BusyButton type="submit" busy={isLoading}>
            {ja.certificate.apply}
          </BusyButton>
          <ConfirmModal
            open={pending !== undefined}
            title={ja.certificate.applyConfirm}
            confirmLabel={ja.certificate.apply}
            busy={isLoading}
            onConfirm={() => void confirm()}
            onCancel={() => setPending(undefined)}
          />
        </form>
      )}
    />
  );
};
