import { object, string, type AnyObjectSchema } from 'yup';
import type { ApplicantMember, CertificateApplicationRequest } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { INSURED_PERSON_CODE } from '../../lib/relationship';
import type { CertificateState } from './certificate-slice';

/** The apply form's values are the slice's draft: the select's reason id and the addresses by form key. */
export type ApplyValues = CertificateState;

/** Not the bare id: final-form reads a numeric path segment as an array index and would build a sparse array. */
export const addressKey = (memberId: number) => `m${memberId}`;

export const allowedMembers = (members: readonly ApplicantMember[]) =>
  members.filter((member) => member.eligibility_certificate_allowed);

/** What the member typed before (the draft) wins over the last address the API remembers. */
export const initialApplyValues = (members: readonly ApplicantMember[], draft: CertificateState): ApplyValues => ({
  reasonId: draft.reasonId,
  addresses: Object.fromEntries(
    allowedMembers(members).map((member) => {
      const key = addressKey(member.id);
      return [key, key in draft.addresses ? (draft.addresses[key] ?? '') : (member.address ?? '')];
    }),
  ),
});

/** Spec section 5: a reason chosen and a non-blank address for every allowed member. */
export const applySchema = (members: readonly ApplicantMember[]): AnyObjectSchema =>
  object({
    reasonId: string().required(ja.certificate.reasonRequired),
    addresses: object(
      Object.fromEntries(
        allowedMembers(members).map((member) => [
          addressKey(member.id),
          string().trim().required(ja.certificate.addressRequired),
        ]),
      ),
    ),
  });

export const toApplicationRequest = (
  members: readonly ApplicantMember[],
  values: ApplyValues,
): CertificateApplicationRequest => ({
  reason_id: Number(values.reasonId),
  addresses: allowedMembers(members).map((member) => ({
    insurer_member_id: member.id,
    address: (values.addresses[addressKey(member.id)] ?? '').trim(),
  })),
});

/** The insured person (00) may copy their address to every other allowed member of the family. */
export const canCopyToFamily = (member: ApplicantMember, members: readonly ApplicantMember[]) =>
  member.relationship === INSURED_PERSON_CODE &&
  member.eligibility_certificate_allowed &&
  allowedMembers(members).some((other) => other.id !== member.id);

export const copiedToFamily = (
  members: readonly ApplicantMember[],
  values: ApplyValues,
  from: ApplicantMember,
): Record<string, string> => {
  const address = values.addresses[addressKey(from.id)] ?? '';
  return Object.fromEntries(allowedMembers(members).map((member) => [addressKey(member.id), address]));
};
