import { demoAccount, type DemoAccount, type DemoAccountKey } from '../src/config/local-identity';

/**
 * The demo members as this worker sees them. Specs run on several workers against one local stack, and some change
 * their demo member (SMS two-step off and on, services agreed) or depend on its latest SMS code, so each worker signs
 * in as its own copy: the same state, names and password, at a plus address of the demo address
 * (`sms+w1@example.com`). The copies are seeded by the worker fixture in fixtures.ts; the mock API's gateway treats a
 * plus address as its demo member (local-stack member-state.ts).
 */

/** Playwright's parallel index: 0..workers-1, never held by two running workers at once (a restarted worker reuses it). */
const workerTag = () => `w${process.env.TEST_PARALLEL_INDEX ?? '0'}`;

export const workerCopy = (account: DemoAccount, tag: string): DemoAccount => {
  const [local, domain] = account.email.split('@');
  return { ...account, email: `${local}+${tag}@${domain}` };
};

/** This worker's copy of a demo member. */
export const demoMember = (key: DemoAccountKey): DemoAccount => workerCopy(demoAccount(key), workerTag());

/** The demo members the specs sign in as ('new', never confirmed, is not used by them). */
export const COPIED_DEMO_MEMBERS: readonly DemoAccountKey[] = ['verified', 'eligible', 'sms', 'disabled'];
