import { DEMO_ACCOUNTS } from '../../src/config/local-identity';

/**
 * What the mock API remembers per member between calls, so a local journey hangs together: a member who registers
 * eligibility becomes eligible, a service they register for becomes agreed. Prism answers every call; this only
 * chooses its example and overlays these few fields onto the /me answer.
 */
export interface MemberState {
  /** The Prism example /me answers with for this member. */
  meScenario: string;
  agreedServices: Set<string>;
}

export const DEFAULT_NEW_MEMBER_SCENARIO = 'new-member';
export const ELIGIBLE_SCENARIO = 'eligible-none-agreed';

/** Demo members past the eligibility check start eligible; anyone else (a fresh sign-up too) starts as a new member. */
const ELIGIBLE_DEMO_MEMBERS = new Set(DEMO_ACCOUNTS.filter((account) => account.key !== 'new' && account.key !== 'verified').map((account) => account.email));

/**
 * A plus address of a demo address is that demo member's copy (`sms+w1@example.com`): the e2e workers each sign in as
 * their own copies (e2e/members.ts), which start in the same state.
 */
export const demoAddressOf = (email: string) => email.replace(/^([^@+]+)\+[^@]*@/, '$1@');

export class MemberStates {
  private readonly states = new Map<string, MemberState>();

  get(email: string): MemberState {
    let state = this.states.get(email);
    if (!state) {
      state = { meScenario: ELIGIBLE_DEMO_MEMBERS.has(demoAddressOf(email)) ? ELIGIBLE_SCENARIO : DEFAULT_NEW_MEMBER_SCENARIO, agreedServices: new Set() };
      this.states.set(email, state);
    }
    return state;
  }

  eligibilityRegistered(email: string) {
    this.get(email).meScenario = ELIGIBLE_SCENARIO;
  }

  serviceRegistered(email: string, serviceCode: string) {
    this.get(email).agreedServices.add(serviceCode);
  }
}
