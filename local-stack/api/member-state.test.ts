import { DEFAULT_NEW_MEMBER_SCENARIO, demoAddressOf, ELIGIBLE_SCENARIO, MemberStates } from './member-state';

describe('member state of the mock API', () => {
  it('reads a plus address of a demo address as that demo member, and leaves other addresses as they are', () => {
    expect(demoAddressOf('sms+w1@example.com')).toBe('sms@example.com');
    expect(demoAddressOf('eligible@example.com')).toBe('eligible@example.com');
    expect(demoAddressOf('fresh-1@example.com')).toBe('fresh-1@example.com');
  });

  it('starts the copies of the eligible demo members eligible and everyone else as a new member', () => {
    const members = new MemberStates();
    expect(members.get('eligible+w0@example.com').meScenario).toBe(ELIGIBLE_SCENARIO);
    expect(members.get('sms+w1@example.com').meScenario).toBe(ELIGIBLE_SCENARIO);
    expect(members.get('verified+w1@example.com').meScenario).toBe(DEFAULT_NEW_MEMBER_SCENARIO);
    expect(members.get('someone+eligible@example.com').meScenario).toBe(DEFAULT_NEW_MEMBER_SCENARIO);
  });

  it('keeps each copy apart: a service one copy registers is not the other copy’s', () => {
    const members = new MemberStates();
    members.serviceRegistered('eligible+w0@example.com', 'otc');
    expect([...members.get('eligible+w0@example.com').agreedServices]).toEqual(['otc']);
    expect([...members.get('eligible+w1@example.com').agreedServices]).toEqual([]);
  });
});
