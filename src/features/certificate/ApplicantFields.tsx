import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import type { ApplicantMember } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { relationshipDisplay } from '../../lib/relationship';
import { TextField } from '../../ui/TextField';
import { addressKey, canCopyToFamily, copiedToFamily, type ApplyValues } from './apply-form';
import { markJapanese, memberDataLang } from '../../ui/mark-japanese';

interface ApplicantFieldsProps {
  member: ApplicantMember;
  members: readonly ApplicantMember[];
  disabled: boolean;
}

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <Box display="flex" gap="4">
    <Box as="dt" minW="6em" fontWeight="bold">
      {markJapanese(term)}
    </Box>
    <Box as="dd">{children}</Box>
  </Box>
);

/** One applicant: who they are, and their address when the certificate may be issued for them. */
export const ApplicantFields = ({ member, members, disabled }: ApplicantFieldsProps) => {
  const form = useForm<ApplyValues>();
  const { values } = useFormState<ApplyValues>({ subscription: { values: true } });
  const headingId = `applicant-${member.id}`;
  const ownAddress = values.addresses[addressKey(member.id)] ?? '';
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3" id={headingId} lang={memberDataLang(member.full_name)}>
        {member.full_name}
      </Heading>
      <Stack as="dl" gap="1" mb="4">
        <Row term={ja.certificate.fullNameKana}>
          <span lang={memberDataLang(member.full_name_kana)}>{member.full_name_kana}</span>
        </Row>
        <Row term={ja.certificate.gender}>{ja.gender[member.gender]}</Row>
        <Row term={ja.certificate.relationship}>{markJapanese(relationshipDisplay(member.relationship))}</Row>
      </Stack>
      {member.eligibility_certificate_allowed ? (
        <>
          <TextField
            name={`addresses.${addressKey(member.id)}`}
            label={ja.certificate.address}
            placeholder={ja.certificate.addressPlaceholder}
            autoComplete="street-address"
            required
            disabled={disabled}
          />
          {canCopyToFamily(member, members) ? (
            <Button
              variant="outline"
              size="sm"
              disabled={disabled || ownAddress.trim() === ''}
              onClick={() => form.change('addresses', copiedToFamily(members, values, member))}
            >
              {ja.certificate.copyToFamily}
            </Button>
          ) : null}
        </>
      ) : (
        <Text color="gray.700">{ja.certificate.notApplicable}</Text>
      )}
    </Box>
  );
};
