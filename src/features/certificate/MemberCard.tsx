import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { formatJapaneseDate } from '../../lib/countdown';
import { relationshipDisplay } from '../../lib/relationship';
import { markJapanese } from '../../ui/mark-japanese';
import type { ShownMember } from './saved-certificate';

const labels = ja.certificate;

/** One member's certificate: every field of the Application member (spec section 3) a counter clerk reads. */
export const MemberCard = ({ member }: { member: ShownMember }) => {
  const rows: [string, ReactNode][] = [
    [labels.relationship, markJapanese(relationshipDisplay(member.relationship))],
    [labels.gender, ja.gender[member.gender]],
    [labels.birthday, formatJapaneseDate(member.birthday)],
    [labels.kigou, member.kigou],
    [labels.bangou, member.bangou],
    [labels.edaban, member.edaban ?? ''],
    [labels.joinsOn, formatJapaneseDate(member.joins_on)],
    [labels.insuredPersonName, markJapanese(member.insured_person_full_name)],
    [labels.insurerCode, member.insurer_code],
    [labels.insurerName, markJapanese(member.insurer_name)],
    [labels.address, markJapanese(member.address)],
  ];
  const headingId = `certificate-member-${member.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3" id={headingId}>
        {markJapanese(member.full_name)}
      </Heading>
      <Stack as="dl" gap="1">
        {rows.map(([term, value]) => (
          <Box key={term} display="flex" gap="4">
            <Box as="dt" minW="9em" fontWeight="bold">
              {markJapanese(term)}
            </Box>
            <Box as="dd">{value}</Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
};
