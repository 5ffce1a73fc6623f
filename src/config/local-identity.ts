/** Fixed values of the local identity stack. Nothing here is a secret: the demo members exist only locally. */

/** cognito-local names pools `<region>_<id>` and reads the id from the file name; Amplify only needs the '_'. */
export const LOCAL_USER_POOL_ID = 'local_memberPortal';
/** 26 lowercase letters/digits, the shape of a real app-client id. */
export const LOCAL_CLIENT_ID = 'memberportallocalwebclient';
export const LOCAL_REGION = 'ap-northeast-1';
/** The compatibility proxy: the app's `userPoolEndpoint`. */
export const LOCAL_IDENTITY_PROXY_PORT = 9230;
/** cognito-local itself; only the proxy and the scripts talk to it. */
export const LOCAL_EMULATOR_PORT = 9229;

export const DEMO_PASSWORD = 'Passw0rd!demo';

export type DemoAccountKey = 'new' | 'verified' | 'eligible' | 'sms' | 'disabled';

export interface DemoAccountNames {
  familyName: string;
  givenName: string;
  familyNameKana: string;
  givenNameKana: string;
  birthdate: string;
}

export interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  password: string;
  state: string;
  stateJa: string;
  stateEn: string;
  /** false: signed up, code never entered (UNCONFIRMED). */
  confirmed: boolean;
  names?: DemoAccountNames;
  otcUserId?: string;
  /** E.164, verified; with `smsMfa` the two-step code goes here. */
  phoneNumber?: string;
  smsMfa: boolean;
  disabled: boolean;
}

const account = (
  fields: Omit<DemoAccount, 'password' | 'state' | 'smsMfa' | 'disabled'> & Partial<DemoAccount>,
): DemoAccount => ({
  password: DEMO_PASSWORD,
  smsMfa: false,
  disabled: false,
  ...fields,
  state: `${fields.stateJa} / ${fields.stateEn}`,
});

/** One member per main state of the portal (spec section 4); eligibility itself lives in the mock API. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  /*#__PURE__*/ account({
    key: 'new',
    email: 'new@example.com',
    stateJa: 'メールアドレス未確認（確認コード未入力）',
    stateEn: 'e-mail not verified (sign-up not confirmed)',
    confirmed: false,
  }),
  /*#__PURE__*/ account({
    key: 'verified',
    email: 'verified@example.com',
    stateJa: 'メールアドレス確認済み・資格未確認',
    stateEn: 'e-mail verified, eligibility not registered',
    confirmed: true,
  }),
  /*#__PURE__*/ account({
    key: 'eligible',
    email: 'eligible@example.com',
    stateJa: '資格確認済み・全サービス利用可',
    stateEn: 'eligible, all services available',
    confirmed: true,
    names: {
      familyName: '山田',
      givenName: '太郎',
      familyNameKana: 'ヤマダ',
      givenNameKana: 'タロウ',
      birthdate: '1985-04-01',
    },
    otcUserId: 'otc-demo-0001',
  }),
  /*#__PURE__*/ account({
    key: 'sms',
    email: 'sms@example.com',
    stateJa: '資格確認済み・SMS二段階認証オン',
    stateEn: 'eligible, SMS two-step sign-in on',
    confirmed: true,
    names: {
      familyName: '佐藤',
      givenName: '花子',
      familyNameKana: 'サトウ',
      givenNameKana: 'ハナコ',
      birthdate: '1990-10-15',
    },
    otcUserId: 'otc-demo-0002',
    phoneNumber: '+819012345678',
    smsMfa: true,
  }),
  /*#__PURE__*/ account({
    key: 'disabled',
    email: 'disabled@example.com',
    stateJa: '無効化されたアカウント',
    stateEn: 'disabled account',
    confirmed: true,
    names: {
      familyName: '鈴木',
      givenName: '一郎',
      familyNameKana: 'スズキ',
      givenNameKana: 'イチロウ',
      birthdate: '1978-01-20',
    },
    otcUserId: 'otc-demo-0003',
    disabled: true,
  }),
];

export const demoAccount = (key: DemoAccountKey): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no demo account ${key}`);
  return found;
};
