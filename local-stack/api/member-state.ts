import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/config/local-identity';
import { DEMO_RECORDS, INSURERS, type FamilyMember, type Gender, type InsurerRecord } from './demo-records';

/**
 * What the mock API remembers per member (keyed by the ID token's `sub`, so an e-mail change keeps it) for as long
 * as the stack runs, so a local journey hangs together and two members never see each other's data. Prism still
 * answers every call (it checks request bodies against the contract and plays the chosen scenario); the gateway
 * picks the example from this memory where no scenario was asked for, records each successful write here, and
 * puts the member's own data into each successful answer (`MemberState.render`).
 *
 * Before a member writes, what Prism would answer stands (e.g. the example's active certificate, its marketing
 * consent); after a write, the member's own state does.
 */

type Json = Record<string, unknown>;

export interface Profile {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  birthdate: string;
  gender: Gender;
}

export interface Application {
  /** false once expired (POST .../latest/expire). */
  active: boolean;
  expiredAt: string;
  createdAt: string;
  members: { member: FamilyMember; address: string; id: number }[];
  id: number;
}

export const DEFAULT_NEW_MEMBER_SCENARIO = 'new-member';
export const ELIGIBLE_SCENARIO = 'eligible-none-agreed';
/** How long a certificate applied for locally stays valid: to the contract example's date, which the specs read. */
export const CERTIFICATE_EXPIRES_AT = '2099-12-31T23:59:59+09:00';

const SERVICE_CODES = new Set(['otc', 'my-kenshin', 'eligibility-certificate']);

/** Asia/Tokyo wall-clock time as the API writes it (ISO 8601 with +09:00, no milliseconds). */
export const tokyoNow = (now = new Date()) => `${new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;

const profileOf = (account: DemoAccount): Profile | undefined =>
  account.names && {
    lastName: account.names.familyName,
    firstName: account.names.givenName,
    lastNameKana: account.names.familyNameKana,
    firstNameKana: account.names.givenNameKana,
    birthdate: account.names.birthdate,
    gender: DEMO_RECORDS[account.key]?.family[0]?.gender ?? 'UNKNOWN',
  };

let nextMemberId = 9001;
let nextApplicationId = 501;
let nextApplicationMemberId = 7001;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** One member's memory. */
export class MemberState {
  email: string;
  /** Set once eligibility is verified: the member's registered name (the /me profile). */
  profile: Profile | undefined;
  phoneNumber: string | undefined;
  otcUserId: string | undefined;
  record: InsurerRecord | undefined;
  readonly agreedServices = new Set<string>();
  /** The shop account's marketing consent once chosen; undefined: the example's. */
  marketingConsent: boolean | undefined;
  /** Whether the shop account exists: true after shop registration; undefined: as Prism answers. */
  shopAccount: boolean | undefined;
  /** The latest certificate application once the member applied or expired one; undefined: as Prism answers. */
  application: Application | undefined;
  readonly otcAccountId: number;

  constructor(
    readonly sub: string,
    email: string,
  ) {
    this.email = email;
    this.otcAccountId = nextMemberId++;
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === demoAddressOf(email));
    // Demo members past the eligibility check start eligible with their own record; anyone else starts new.
    if (account && DEMO_RECORDS[account.key]) {
      this.profile = profileOf(account);
      this.record = structuredClone(DEMO_RECORDS[account.key]);
      this.phoneNumber = account.phoneNumber;
      this.otcUserId = account.otcUserId;
    }
  }

  get eligible() {
    return this.profile !== undefined && this.record !== undefined;
  }

  /**
   * The example Prism is asked for when the request names no scenario of this operation; undefined leaves Prism's
   * default. Only the cases where the member's state decides between a success and a not-found answer.
   */
  scenarioFor(operationId: string): string | undefined {
    switch (operationId) {
      case 'getMe':
        return this.eligible ? ELIGIBLE_SCENARIO : DEFAULT_NEW_MEMBER_SCENARIO;
      case 'getInsurerMember':
        return this.record ? undefined : 'insurer-member-not-found';
      case 'getOtcAccount':
        return this.shopAccount === false ? 'otc-account-not-found' : undefined;
      case 'expireLatestCertificateApplication':
        return this.application && !this.application.active ? 'not-found' : undefined;
      default:
        return undefined;
    }
  }

  /** Records a write Prism accepted (2xx). `body` is the parsed request body (undefined when none). */
  recordWrite(operationId: string, body: Json | undefined) {
    switch (operationId) {
      case 'createWhiteIdAccount':
      case 'createPseudonymizedWhiteIdAccount':
        if (body) this.registerEligibility(body);
        break;
      case 'createServiceRegistration':
      case 'createPseudonymizedServiceRegistration': {
        const code = str(body?.service_code);
        if (!SERVICE_CODES.has(code)) break;
        this.agreedServices.add(code);
        if (code === 'otc') {
          this.shopAccount = true;
          this.otcUserId ??= `otc-local-${this.otcAccountId}`;
          if (typeof body?.email_marketing_consent === 'boolean') this.marketingConsent = body.email_marketing_consent;
        }
        break;
      }
      case 'updateEmailMarketingConsent':
        if (typeof body?.email_marketing_consent === 'boolean') this.marketingConsent = body.email_marketing_consent;
        break;
      case 'updateName':
        this.updateName(body);
        break;
      case 'createCertificateApplication':
        if (body) this.apply(body);
        break;
      case 'expireLatestCertificateApplication':
        this.expire();
        break;
      default:
        break;
    }
  }

  private registerEligibility(body: Json) {
    const insurer = INSURERS[Number(body.insurer_id)] ?? { id: Number(body.insurer_id) || 1, code: '06139992', name: 'サンプル健康保険組合' };
    const gender: Gender = body.gender === 'MALE' || body.gender === 'FEMALE' ? body.gender : 'UNKNOWN';
    this.profile = {
      lastName: str(body.last_name),
      firstName: str(body.first_name),
      lastNameKana: str(body.last_name_kana),
      firstNameKana: str(body.first_name_kana),
      birthdate: str(body.birthday),
      gender,
    };
    const self: FamilyMember = {
      id: nextMemberId++,
      lastName: this.profile.lastName,
      firstName: this.profile.firstName,
      lastNameKana: this.profile.lastNameKana,
      firstNameKana: this.profile.firstNameKana,
      gender,
      birthday: this.profile.birthdate,
      relationship: '00',
      edaban: typeof body.edaban === 'string' && body.edaban ? body.edaban : null,
      joinsOn: '2020-04-01',
      postalCode: '100-0005',
      address: '東京都千代田区丸の内1-1-1 サンプルマンション101',
    };
    // The insurer's file lists a child on the same card, so the family parts of the certificate can be tried.
    const child: FamilyMember = {
      ...self,
      id: nextMemberId++,
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
    this.record = { insurer, kigou: str(body.kigou), bangou: str(body.bangou), family: [self, child] };
  }

  private updateName(body: Json | undefined) {
    if (!this.profile) return;
    if (body) {
      Object.assign(this.profile, {
        lastName: str(body.last_name),
        firstName: str(body.first_name),
        lastNameKana: str(body.last_name_kana),
        firstNameKana: str(body.first_name_kana),
      });
      return;
    }
    // No body: the name on the insurer's record.
    const self = this.record?.family[0];
    if (self) Object.assign(this.profile, { lastName: self.lastName, firstName: self.firstName, lastNameKana: self.lastNameKana, firstNameKana: self.firstNameKana });
  }

  private apply(body: Json) {
    const family = this.record?.family ?? [];
    const addresses = Array.isArray(body.addresses) ? (body.addresses as Json[]) : [];
    const id = nextApplicationId++;
    const members = addresses.flatMap((entry) => {
      const member = family.find((candidate) => candidate.id === entry.insurer_member_id);
      return member ? [{ member, address: str(entry.address), id: nextApplicationMemberId++ }] : [];
    });
    this.application = { active: true, expiredAt: CERTIFICATE_EXPIRES_AT, createdAt: tokyoNow(), members, id };
  }

  private expire() {
    if (this.application) {
      this.application.active = false;
      this.application.expiredAt = tokyoNow();
      return;
    }
    // Expired the application Prism's example stood for: from now on the member has an inactive one of their own.
    const family = this.record?.family ?? [];
    this.application = {
      active: false,
      expiredAt: tokyoNow(),
      createdAt: '2025-11-01T10:00:00+09:00',
      members: family.map((member) => ({ member, address: member.address ?? '', id: nextApplicationMemberId++ })),
      id: nextApplicationId++,
    };
  }

  /** The member's own data in a successful answer of Prism's (`body` parsed); `explicit`: a scenario of this operation was asked for. */
  render(operationId: string, body: unknown, explicit: boolean): unknown {
    if (typeof body !== 'object' || body === null) return body;
    const answer = body as Json;
    switch (operationId) {
      case 'getMe':
      case 'createWhiteIdAccount':
      case 'createPseudonymizedWhiteIdAccount':
        return this.renderMe(answer, explicit && operationId === 'getMe');
      case 'getInsurerMember':
        return this.record ? this.insurerMember() : answer;
      case 'getOtcAccount':
        return this.otcAccount(answer);
      case 'getNewCertificateApplication':
        return this.record ? { members: this.record.family.map((member) => this.applicant(member)) } : answer;
      case 'getLatestCertificateApplication':
      case 'createCertificateApplication':
        return this.latestApplication(answer);
      default:
        return answer;
    }
  }

  private renderMe(me: Json, explicit: boolean): Json {
    const out: Json = { ...me, sub: this.sub, email: this.email };
    const profile = this.profile;
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
        phone_number: this.phoneNumber ?? null,
        phone_number_verified: this.phoneNumber !== undefined,
      });
    } else if (me.family_name !== null) {
      // Not eligible here, yet the scenario says eligible: no one's phone number either.
      Object.assign(out, { phone_number: null, phone_number_verified: false });
    }
    if (explicit) return out;
    if (this.record && me.insurer_number !== null) Object.assign(out, { insurer_id: this.record.insurer.id, insurer_number: this.record.insurer.code });
    if (me.insurer_number !== null) out.otc_user_id = this.otcUserId ?? null;
    const agreed = Array.isArray(me.agreed_services) ? (me.agreed_services as string[]) : [];
    out.agreed_services = [...new Set([...agreed, ...this.agreedServices])];
    return out;
  }

  private insurerMember(): Json {
    const record = this.record!;
    const self = record.family[0]!;
    return {
      id: self.id,
      insurer_id: record.insurer.id,
      original_id: `M-${String(self.id).padStart(7, '0')}`,
      patient_hashcode: Buffer.from(`${this.sub}`).toString('hex').slice(0, 32).padEnd(32, '0'),
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
  }

  private otcAccount(example: Json): Json {
    return {
      ...example,
      id: this.otcAccountId,
      email: this.email,
      first_name: this.profile?.firstName ?? null,
      last_name: this.profile?.lastName ?? null,
      tag_string: this.record ? `insurer-${this.record.insurer.code}` : null,
      email_marketing_consent: this.marketingConsent ?? example.email_marketing_consent ?? false,
    };
  }

  private applicant(member: FamilyMember): Json {
    return {
      id: member.id,
      full_name: `${member.lastName} ${member.firstName}`,
      full_name_kana: `${member.lastNameKana} ${member.firstNameKana}`,
      gender: member.gender,
      relationship: member.relationship,
      address: member.address,
      eligibility_certificate_allowed: true,
    };
  }

  /** The member's application, or Prism's example (its dates and state) with the member's family in it. */
  private latestApplication(example: Json): Json {
    const record = this.record;
    if (!record) return example;
    const application: Application = this.application ?? {
      active: example.is_active !== false,
      expiredAt: str(example.expired_at) || CERTIFICATE_EXPIRES_AT,
      createdAt: str(example.created_at) || tokyoNow(),
      members: record.family.map((member, index) => ({ member, address: member.address ?? record.family[0]?.address ?? '', id: 201 + index })),
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
  }
}

/** Every member's memory, by the ID token's `sub`; the e-mail is kept current from each token. */
/**
 * A plus address of a demo address is that demo member's copy (`sms+w1@example.com`): the e2e workers each sign in as
 * their own copies (e2e/members.ts), which start in the same state as the demo member.
 */
export const demoAddressOf = (email: string) => email.replace(/^([^@+]+)\+[^@]*@/, '$1@');

export class MemberStates {
  private readonly states = new Map<string, MemberState>();

  get(sub: string, email: string): MemberState {
    let state = this.states.get(sub);
    if (!state) {
      state = new MemberState(sub, email);
      this.states.set(sub, state);
    }
    state.email = email;
    return state;
  }
}
