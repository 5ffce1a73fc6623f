import { INSURERS, type FamilyMember, type Gender } from './demo-records';
import {
  CERTIFICATE_EXPIRES_AT,
  nextLocalId,
  SERVICE_CODES,
  str,
  tokyoNow,
  type Json,
  type MemberState,
} from './member-state';

let nextApplicationId = 501;
let nextApplicationMemberId = 7001;

/** Records a write Prism accepted (2xx). `body` is the parsed request body (undefined when none). */
export const recordWrite = (state: MemberState, operationId: string, body: Json | undefined) => {
  switch (operationId) {
    case 'createWhiteIdAccount':
    case 'createPseudonymizedWhiteIdAccount':
      if (body) registerEligibility(state, body);
      break;
    case 'createServiceRegistration':
    case 'createPseudonymizedServiceRegistration': {
      const code = str(body?.service_code);
      if (!SERVICE_CODES.has(code)) break;
      state.agreedServices.add(code);
      if (code === 'otc') {
        state.shopAccount = true;
        state.otcUserId ??= `otc-local-${state.otcAccountId}`;
        if (typeof body?.email_marketing_consent === 'boolean') state.marketingConsent = body.email_marketing_consent;
      }
      break;
    }
    case 'updateEmailMarketingConsent':
      if (typeof body?.email_marketing_consent === 'boolean') state.marketingConsent = body.email_marketing_consent;
      break;
    case 'updateName':
      updateName(state, body);
      break;
    case 'createCertificateApplication':
      if (body) apply(state, body);
      break;
    case 'expireLatestCertificateApplication':
      expire(state);
      break;
    default:
      break;
  }
};

const registerEligibility = (state: MemberState, body: Json) => {
  const insurer = INSURERS[Number(body.insurer_id)] ?? {
    id: Number(body.insurer_id) || 1,
    code: '06139992',
    name: 'サンプル健康保険組合',
  };
  const gender: Gender = body.gender === 'MALE' || body.gender === 'FEMALE' ? body.gender : 'UNKNOWN';
  state.profile = {
    lastName: str(body.last_name),
    firstName: str(body.first_name),
    lastNameKana: str(body.last_name_kana),
    firstNameKana: str(body.first_name_kana),
    birthdate: str(body.birthday),
    gender,
  };
  const self: FamilyMember = {
    id: nextLocalId(),
    lastName: state.profile.lastName,
    firstName: state.profile.firstName,
    lastNameKana: state.profile.lastNameKana,
    firstNameKana: state.profile.firstNameKana,
    gender,
    birthday: state.profile.birthdate,
    relationship: '00',
    edaban: typeof body.edaban === 'string' && body.edaban ? body.edaban : null,
    joinsOn: '2020-04-01',
    postalCode: '100-0005',
    address: '東京都千代田区丸の内1-1-1 サンプルマンション101',
  };
  // The insurer's file lists a child on the same card, so the family parts of the certificate can be tried.
  const child: FamilyMember = {
    ...self,
    id: nextLocalId(),
    firstName: 'さくら',
    firstNameKana: 'サクラ',
    gender: 'FEMALE',
    birthday: '2015-06-15',
    relationship: '30',
    edaban: self.edaban === null ? null : '02',
    joinsOn: '2015-06-20',
    postalCode: null,
    address: null,
  };
  state.record = { insurer, kigou: str(body.kigou), bangou: str(body.bangou), family: [self, child] };
};

const updateName = (state: MemberState, body: Json | undefined) => {
  if (!state.profile) return;
  if (body) {
    Object.assign(state.profile, {
      lastName: str(body.last_name),
      firstName: str(body.first_name),
      lastNameKana: str(body.last_name_kana),
      firstNameKana: str(body.first_name_kana),
    });
    return;
  }
  // No body: the name on the insurer's record.
  const self = state.record?.family[0];
  if (self)
    Object.assign(state.profile, {
      lastName: self.lastName,
      firstName: self.firstName,
      lastNameKana: self.lastNameKana,
      firstNameKana: self.firstNameKana,
    });
};

const apply = (state: MemberState, body: Json) => {
  const family = state.record?.family ?? [];
  const addresses = Array.isArray(body.addresses) ? (body.addresses as Json[]) : [];
  const id = nextApplicationId++;
  const members = addresses.flatMap((entry) => {
    const member = family.find((candidate) => candidate.id === entry.insurer_member_id);
    return member ? [{ member, address: str(entry.address), id: nextApplicationMemberId++ }] : [];
  });
  state.application = { active: true, expiredAt: CERTIFICATE_EXPIRES_AT, createdAt: tokyoNow(), members, id };
};

const expire = (state: MemberState) => {
  if (state.application) {
    state.application.active = false;
    state.application.expiredAt = tokyoNow();
    return;
  }
  // Expired the application Prism's example stood for: from now on the member has an inactive one of their own.
  const family = state.record?.family ?? [];
  state.application = {
    active: false,
    expiredAt: tokyoNow(),
    createdAt: '2025-11-01T10:00:00+09:00',
    members: family.map((member) => ({ member, address: member.address ?? '', id: nextApplicationMemberId++ })),
    id: nextApplicationId++,
  };
};
