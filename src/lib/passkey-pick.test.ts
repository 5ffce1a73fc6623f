import { leavePasskeyOutcome, takePasskeyOutcome } from './passkey-pick';

describe('the outcome of a pick’s sign-in the app carried on', () => {
  it('is there for the sign-in page, once, while it runs and when it did not sign in', async () => {
    let end: (outcome: { error: string }) => void = () => undefined;
    const outcome = new Promise<{ error: string }>((resolve) => (end = resolve));
    leavePasskeyOutcome(outcome);
    end({ error: 'no passkey' });
    await outcome;
    expect(takePasskeyOutcome()).toBe(outcome);
    expect(takePasskeyOutcome()).toBeUndefined();
  });

  it('is gone once it signed in: a sign-in page shown later (after a sign-out) waits for nothing', async () => {
    const outcome = Promise.resolve({ next: 'DONE' as const });
    leavePasskeyOutcome(outcome);
    await outcome;
    await Promise.resolve();
    expect(takePasskeyOutcome()).toBeUndefined();
  });
});
