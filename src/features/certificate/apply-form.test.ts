import { newApplicationMembers } from '../../../mocks/fixtures';
import type { ApplicantMember } from '../../api';
import {
  addressKey,
  applySchema,
  canCopyToFamily,
  copiedToFamily,
  initialApplyValues,
  toApplicationRequest,
} from './apply-form';

const [self, child] = newApplicationMembers.members as [ApplicantMember, ApplicantMember];
const refusedWife: ApplicantMember = {
  ...child,
  id: 1003,
  full_name: '山田 花子',
  relationship: '22',
  address: null,
  eligibility_certificate_allowed: false,
};
const members = [self, child, refusedWife];

describe('apply form', () => {
  it('prefills the last address, but what the member typed (even a cleared field) wins', () => {
    expect(initialApplyValues(members, { reasonId: '', addresses: {} })).toEqual({
      reasonId: '',
      addresses: { m1001: self.address, m1002: '' },
    });
    expect(initialApplyValues(members, { reasonId: '3', addresses: { m1001: '', m1002: '大阪府' } })).toEqual({
      reasonId: '3',
      addresses: { m1001: '', m1002: '大阪府' },
    });
  });

  it('asks an address only of allowed members, and a reason', () => {
    const schema = applySchema(members);
    expect(schema.isValidSync({ reasonId: '1', addresses: { m1001: 'a', m1002: 'b' } })).toBe(true);
    expect(schema.isValidSync({ reasonId: '', addresses: { m1001: 'a', m1002: 'b' } })).toBe(false);
    expect(schema.isValidSync({ reasonId: '1', addresses: { m1001: 'a', m1002: '   ' } })).toBe(false);
  });

  it('posts the reason id as a number and a trimmed address per allowed member only', () => {
    expect(
      toApplicationRequest(members, {
        reasonId: '2',
        addresses: { m1001: ' 東京都 ', m1002: '大阪府', m1003: 'ignored' },
      }),
    ).toEqual({
      reason_id: 2,
      addresses: [
        { insurer_member_id: 1001, address: '東京都' },
        { insurer_member_id: 1002, address: '大阪府' },
      ],
    });
  });

  it('lets only the allowed insured person copy, to the other allowed members', () => {
    expect(canCopyToFamily(self, members)).toBe(true);
    expect(canCopyToFamily(child, members)).toBe(false);
    expect(canCopyToFamily(self, [self, refusedWife])).toBe(false);
    expect(copiedToFamily(members, { reasonId: '', addresses: { m1001: '京都府', m1002: '' } }, self)).toEqual({
      m1001: '京都府',
      m1002: '京都府',
    });
    expect(addressKey(1001)).toBe('m1001');
  });
});
