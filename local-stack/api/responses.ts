import type { FamilyMember } from './demo-records';
import { CERTIFICATE_EXPIRES_AT, str, tokyoNow, type Application, type Json, type MemberState } from './member-state';

/** The member's own data in a successful answer of Prism's (`body` parsed); `explicit`: a scenario of this operation was asked for. */
export const render = (state: MemberState, operationId: string, body: unknown, explicit: boolean): unknown => {
  if (typeof body !== 'object' || body === null) return body;
  const answer = body as Json;
  switch (operationId) {
    case 'getMe':
    case 'createWhiteIdAccount':
    case 'createPseudonymizedWhiteIdAccount':
      return renderMe(state, answer, explicit && operationId === 'getMe');
    case 'getInsurerMember':
      return state.record ? insurerMember(state) : answer;
    case 'getOtcAccount':
      return otcAccount(state, answer);
    case 'getNewCertificateApplication':
      return state.record ? { members: state.record.family.map((member) => applicant(state, member)) } : answer;
    case 'getLatestCertificateApplication':
    case 'createCertificateApplication':
      return latestApplication(state, answer);
    default:
      return answer;
  }
};

const renderMe = (state: MemberState, me: Json, explicit: boolean): Json => {
  const out: Json = { ...me, sub: state.sub, email: state.email };
  const profile = state.profile;
  // A /me scenario asked for keeps its shape (insurer, services); only the person in it is this member.
  if (profile && me.family_name !== null) {
    Object.assign(out, {
      family_name: profile.lastName,
      given_name: profile.firstName,
      name: `${profile.lastName} ${profile.firstName}`,
      family_name_kana: profile.lastNameKana,
      given_name_kana: profile.firstNameKana,
      birthdate: profile.birthdate,
      gender: profile.gender,
      phone_number: state.phoneNumber ?? null,
      phone_number_verified: state.phoneNumber !== undefined,
    });
  } else if (me.family_name !== null) {
    // Not eligible here, yet the scenario says eligible: no one's phone number either.
    Object.assign(out, { phone_number: null, phone_number_verified: false });
  }
  if (explicit) return out;
  if (state.record && me.insurer_number !== null)
    Object.assign(out, { insurer_id: state.record.insurer.id, insurer_number: state.record.insurer.code });
  if (me.insurer_number !== null) out.otc_user_id = state.otcUserId ?? null;
  const agreed = Array.isArray(me.agreed_services) ? (me.agreed_services as string[]) : [];
  out.agreed_services = [...new Set([...agreed, ...state.agreedServices])];
  return out;
};

const insurerMember = (state: MemberState): Json => {
  const record = state.record!;
  const self = record.family[0]!;
  return {
    id: self.id,
    insurer_id: record.insurer.id,
    original_id: `M-${String(self.id).padStart(7, '0')}`,
    patient_hashcode: Buffer.from(`${state.sub}`).toString('hex').slice(0, 32).padEnd(32, '0'),
    patient_hashcode_duplicated: false,
    last_name: self.lastName,
    first_name: self.firstName,
    full_name: `${self.lastName} ${self.firstName}`,
    last_name_kana: self.lastNameKana,
    first_name_kana: self.firstNameKana,
    full_name_kana: `${self.lastNameKana} ${self.firstNameKana}`,
    kigou: record.kigou,
    bangou: record.bangou,
    edaban: self.edaban,
    gender: self.gender,
    birthday: self.birthday,
    relationship: self.relationship,
    postal_code: self.postalCode,
    address: self.address,
    joins_on: self.joinsOn,
    retires_on: null,
  };
};

const otcAccount = (state: MemberState, example: Json): Json => {
  return {
    ...example,
    id: state.otcAccountId,
    email: state.email,
    first_name: state.profile?.firstName ?? null,
    last_name: state.profile?.lastName ?? null,
    tag_string: state.record ? `insurer-${state.record.insurer.code}` : null,
    email_marketing_consent: state.marketingConsent ?? example.email_marketing_consent ?? false,
  };
};

const applicant = (state: MemberState, member: FamilyMember): Json => {
  return {
    id: member.id,
    full_name: `${member.lastName} ${member.firstName}`,
    full_name_kana: `${member.lastNameKana} ${member.firstNameKana}`,
    gender: member.gender,
    relationship: member.relationship,
    address: member.address,
    eligibility_certificate_allowed: true,
  };
};

/** The member's application, or Prism's example (its dates and state) with the member's family in it. */
const latestApplication = (state: MemberState, example: Json): Json => {
  const record = state.record;
  if (!record) return example;
  const application: Application = state.application ?? {
    active: example.is_active !== false,
    expiredAt: str(example.expired_at) || CERTIFICATE_EXPIRES_AT,
    createdAt: str(example.created_at) || tokyoNow(),
    members: record.family.map((member, index) => ({
      member,
      address: member.address ?? record.family[0]?.address ?? '',
      id: 201 + index,
    })),
    id: 55,
  };
  const insured = record.family.find((member) => member.relationship === '00') ?? record.family[0];
  return {
    is_active: application.active && Date.parse(application.expiredAt) > Date.now(),
    expired_at: application.expiredAt,
    created_at: application.createdAt,
    members: application.members.map(({ member, address, id }) => ({
      id,
      eligibility_certificate_application_id: application.id,
      full_name: `${member.lastName} ${member.firstName}`,
      kigou: record.kigou,
      bangou: record.bangou,
      edaban: member.edaban,
      relationship: member.relationship,
      gender: member.gender,
      birthday: member.birthday,
      joins_on: member.joinsOn,
      insured_person_full_name: insured ? `${insured.lastName} ${insured.firstName}` : '',
      insurer_code: record.insurer.code,
      insurer_name: record.insurer.name,
      address,
      eligibility_certificate_allowed: true,
      created_at: application.createdAt,
      updated_at: application.createdAt,
    })),
  };
};
