import type { DemoAccountKey } from '../../src/config/local-identity';

/**
 * What the insurer holds for each demo member of src/config/local-identity.ts (their names match the identity
 * attributes the seed gives them): insurer, insurance numbers and the family on the member's record. No two demo
 * members share a name, an address or an insurer, so a screen that shows another member's data gives itself away.
 * eligible@ keeps the contract's examples (a newer given name 太朗 at the insurer, a child), which the e2e specs read.
 */

export type Gender = 'MALE' | 'FEMALE' | 'UNKNOWN';

export interface InsurerRef {
  id: number;
  /** The insurer number (6 or 8 digits). */
  code: string;
  name: string;
}

export interface FamilyMember {
  /** The insurer member id (insurer_member_id of a certificate application). */
  id: number;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  gender: Gender;
  birthday: string;
  /** Relationship code to the insured person ('00' the insured person). */
  relationship: string;
  edaban: string | null;
  joinsOn: string;
  postalCode: string | null;
  address: string | null;
}

export interface InsurerRecord {
  insurer: InsurerRef;
  kigou: string;
  bangou: string;
  /** The member first (relationship of their own), then the family on the same insurance card. */
  family: FamilyMember[];
}

/** The insurers of the contract's examples, by id (insurers/{number} and insurer_configs/find answer these). */
export const INSURERS: Record<number, InsurerRef> = {
  1: { id: 1, code: '06139992', name: 'サンプル健康保険組合' },
  2: { id: 2, code: '06271233', name: 'なにわ健康保険組合' },
  3: { id: 3, code: '63134563', name: 'みらい健康保険組合' },
};

export const DEMO_RECORDS: Partial<Record<DemoAccountKey, InsurerRecord>> = {
  eligible: {
    insurer: INSURERS[1]!,
    kigou: '1234',
    bangou: '5678',
    family: [
      {
        id: 1001,
        lastName: '山田',
        firstName: '太朗',
        lastNameKana: 'ヤマダ',
        firstNameKana: 'タロウ',
        gender: 'MALE',
        birthday: '1985-04-01',
        relationship: '00',
        edaban: '00',
        joinsOn: '2010-04-01',
        postalCode: '100-0005',
        address: '東京都千代田区丸の内1-1-1 サンプルマンション101',
      },
      {
        id: 1002,
        lastName: '山田',
        firstName: 'さくら',
        lastNameKana: 'ヤマダ',
        firstNameKana: 'サクラ',
        gender: 'FEMALE',
        birthday: '2015-06-15',
        relationship: '30',
        edaban: '02',
        joinsOn: '2015-06-20',
        postalCode: null,
        address: null,
      },
    ],
  },
  sms: {
    insurer: INSURERS[2]!,
    kigou: '2468',
    bangou: '1357',
    family: [
      {
        id: 2001,
        lastName: '佐藤',
        firstName: '花子',
        lastNameKana: 'サトウ',
        firstNameKana: 'ハナコ',
        gender: 'FEMALE',
        birthday: '1990-10-15',
        relationship: '00',
        edaban: null,
        joinsOn: '2013-04-01',
        postalCode: '530-0001',
        address: '大阪府大阪市北区梅田2-2-2 グランハイツ303',
      },
      {
        id: 2002,
        lastName: '佐藤',
        firstName: '蓮',
        lastNameKana: 'サトウ',
        firstNameKana: 'レン',
        gender: 'MALE',
        birthday: '2018-03-03',
        relationship: '30',
        edaban: null,
        joinsOn: '2018-03-10',
        postalCode: null,
        address: null,
      },
    ],
  },
  disabled: {
    insurer: INSURERS[3]!,
    kigou: '9876',
    bangou: '5432',
    family: [
      {
        id: 3001,
        lastName: '鈴木',
        firstName: '一郎',
        lastNameKana: 'スズキ',
        firstNameKana: 'イチロウ',
        gender: 'MALE',
        birthday: '1978-01-20',
        relationship: '00',
        edaban: '00',
        joinsOn: '2000-04-01',
        postalCode: '160-0023',
        address: '東京都新宿区西新宿3-3-3 みらいレジデンス1203',
      },
      {
        id: 3002,
        lastName: '鈴木',
        firstName: '京子',
        lastNameKana: 'スズキ',
        firstNameKana: 'キョウコ',
        gender: 'FEMALE',
        birthday: '1980-07-07',
        relationship: '21',
        edaban: '01',
        joinsOn: '2005-05-01',
        postalCode: '160-0023',
        address: '東京都新宿区西新宿3-3-3 みらいレジデンス1203',
      },
    ],
  },
};
