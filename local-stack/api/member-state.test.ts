import { DEFAULT_NEW_MEMBER_SCENARIO, demoAddressOf, ELIGIBLE_SCENARIO, MemberStates } from './member-state';
import { scenarioFor } from './scenario-choice';
import { recordWrite } from './write-records';

describe('member state of the mock API', () => {
  it('reads a plus address of a demo address as that demo member, and leaves other addresses as they are', () => {
    expect(demoAddressOf('sms+w1@example.com')).toBe('sms@example.com');
    expect(demoAddressOf('eligible@example.com')).toBe('eligible@example.com');
    expect(demoAddressOf('fresh-1@example.com')).toBe('fresh-1@example.com');
  });

  it('starts the copies of the eligible demo members eligible, with their demo record, and everyone else as a new member', () => {
    const members = new MemberStates();
    expect(scenarioFor(members.get('sub-a', 'eligible+w0@example.com'), 'getMe')).toBe(ELIGIBLE_SCENARIO);
    const smsCopy = members.get('sub-b', 'sms+w1@example.com');
    expect(scenarioFor(smsCopy, 'getMe')).toBe(ELIGIBLE_SCENARIO);
    expect(smsCopy.record).toEqual(members.get('sub-c', 'sms@example.com').record);
    expect(scenarioFor(members.get('sub-d', 'verified+w1@example.com'), 'getMe')).toBe(DEFAULT_NEW_MEMBER_SCENARIO);
    expect(scenarioFor(members.get('sub-e', 'someone+eligible@example.com'), 'getMe')).toBe(
      DEFAULT_NEW_MEMBER_SCENARIO,
    );
  });

  it('keeps each copy apart: a service one copy registers is not the other copy’s', () => {
    const members = new MemberStates();
    recordWrite(members.get('sub-a', 'eligible+w0@example.com'), 'createServiceRegistration', { service_code: 'otc' });
    expect([...members.get('sub-a', 'eligible+w0@example.com').agreedServices]).toEqual(['otc']);
    expect([...members.get('sub-b', 'eligible+w1@example.com').agreedServices]).toEqual([]);
  });
});
