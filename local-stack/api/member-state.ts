import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/config/local-identity';
import { DEMO_RECORDS, type FamilyMember, type Gender, type InsurerRecord } from './demo-records';

/**
 * What the mock API remembers per member (keyed by the ID token's `sub`, so an e-mail change keeps it) for as long
 * as the stack runs, so a local journey hangs together and two members never see each other's data. Prism still
 * answers every call (it checks request bodies against the contract and plays the chosen scenario); the gateway
 * picks the example from this memory where no scenario was asked for, records each successful write here, and
 * puts the member's own data into each successful answer. Split by job: this module holds the memory itself;
 * ./scenario-choice.ts picks the example, ./write-records.ts records writes, ./responses.ts shapes answers.
 *
 * Before a member writes, what Prism would answer stands (e.g. the example's active certificate, its marketing
 * consent); after a write, the member's own state does.
 */

export type Json = Record<string, unknown>;

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

export const SERVICE_CODES = new Set(['otc', 'my-kenshin', 'eligibility-certificate']);

/** Asia/Tokyo wall-clock time as the API writes it (ISO 8601 with +09:00, no milliseconds). */
export const tokyoNow = (now = new Date()) =>
  `${new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;

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
/** The next local id (shop accounts, family members): unique while the stack runs. */
export const nextLocalId = () => nextMemberId++;

export const str = (value: unknown) => (typeof value === 'string' ? value : '');

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
    this.otcAccountId = nextLocalId();
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
