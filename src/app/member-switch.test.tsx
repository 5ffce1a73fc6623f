import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../mocks/mock-operation';
import {
  certificateActive,
  certificateAllowed,
  insurerMember,
  meAllAgreed,
  newApplicationMembers,
  otcAccount,
  reasons,
} from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { ja } from '../i18n/ja';
import { loadIdentity } from '../identity/amplify';
import { selectCurrentUser, selectCurrentUserEmail } from '../identity/current-user-slice';
import { checkSession } from '../identity/session-check';
import { watchTokenRefreshFailures } from '../identity/token-refresh';
import { memberAttributes, signInMember } from '../../mocks/amplify-session';
import { renderRoute } from '../../mocks/render';
import { setupPersistor } from './persistor';
import { setupStore } from './store';
import { tolerateConsole } from '../../mocks/strict';
import '../i18n/screens/signout';
import { pasteInto } from '../../mocks/paste-into';

// Library notices, expected here: the token-refresh path dispatches on Amplify's protected 'auth' Hub channel itself
// (as Amplify does; Amplify warns whoever does it), and loadIdentity configures Amplify with the local proxy's custom
// user-pool endpoint (Amplify warns about any custom endpoint). Every navigation, dispatch and Hub event that
// updates the screen runs inside act(), so React has nothing to report.
beforeEach(() => {
  tolerateConsole('warn', /auth is protected and dispatching on it|custom Amazon (Amazon )?Cognito User Pool endpoint/);
});

jest.mock('aws-amplify/auth', () => ({
  ...jest.requireActual('aws-amplify/auth'),
  fetchAuthSession: jest.fn(),
  fetchUserAttributes: jest.fn(),
  fetchMFAPreference: jest.fn(),
  signIn: jest.fn(),
  signOut: jest.fn(),
}));

jest.setTimeout(120_000);

/**
 * Member A visits every signed-in screen that reads the core API, the session ends by one of its paths, member B signs
 * in on the same tab and visits the same screens. Every endpoint is fetched again for B, and nothing of A's is in B's
 * DOM, store or storage.
 */

// Member A is the fixtures as they are; member B the same records with every personal value replaced.
const A_TO_B: Record<string, string> = {
  'taro.yamada': 'hanako.sato',
  '+819012345678': '+818098765432',
  '丸の内1-1-1 サンプルマンション101': '梅田2-2-2 テストハイツ202',
  '100-0005': '530-0001',
  '1985': '1990',
  '06139992': '06270001',
  'otc-100234': 'otc-200567',
  'M-0001001': 'M-0002002',
  山田: '佐藤',
  太郎: '花子',
  太朗: '花子',
  ヤマダ: 'サトウ',
  タロウ: 'ハナコ',
  さくら: 'ひかり',
  サクラ: 'ヒカリ',
};
const toB = <T,>(value: T): T =>
  JSON.parse(Object.entries(A_TO_B).reduce((text, [a, b]) => text.split(a).join(b), JSON.stringify(value))) as T;

/** What of A's must never reach B: every replaced value, and the forms the screens show them in. */
const A_STRINGS = [...Object.keys(A_TO_B), '090-1234-5678', '1985年'];

const recordsA = {
  attributes: { ...memberAttributes, sub: 'sub-member-a' },
  me: meAllAgreed,
  insurerMember,
  otcAccount,
  allowed: certificateAllowed,
  latest: certificateActive,
  newApplication: newApplicationMembers,
  reasons,
};
type Records = typeof recordsA;
const recordsB: Records = { ...toB(recordsA), attributes: { ...toB(recordsA.attributes), sub: 'sub-member-b' } };

const ENDPOINTS = {
  me: 'getMe',
  insurerMember: 'getInsurerMember',
  otcAccount: 'getOtcAccount',
  allowed: 'getCertificateAllowedStatus',
  latest: 'getLatestCertificateApplication',
  newApplication: 'getNewCertificateApplication',
  reasons: 'getCertificateReasons',
} as const;
type Endpoint = keyof typeof ENDPOINTS;

/** The mock API answers as the member whose token it gets; counts every request per endpoint. */
const serveMembers = () => {
  const counts = Object.fromEntries(Object.keys(ENDPOINTS).map((key) => [key, 0])) as Record<Endpoint, number>;
  let current: Records | undefined;
  server.use(
    ...(Object.keys(ENDPOINTS) as Endpoint[]).map((key) =>
      mockOperation(ENDPOINTS[key], () => {
        counts[key] += 1;
        if (!current) return HttpResponse.json({ errors: ['unauthorized'] }, { status: 401 });
        return HttpResponse.json(current[key]);
      }),
    ),
  );
  return {
    counts,
    signedInAs: (records: Records | undefined) => {
      current = records;
      if (records) signInMember(records.attributes);
      else jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as Auth.AuthSession);
    },
  };
};

const SCREENS: Array<{ path: string; heading: string; shows: (records: Records) => string }> = [
  { path: '/account', heading: ja.home.heading, shows: () => ja.home.heading },
  { path: '/account/settings', heading: ja.titles.AccountSettings, shows: (records) => records.attributes.email },
  {
    path: '/account/change-user-info',
    heading: ja.userInfo.heading,
    shows: (records) => records.insurerMember.full_name ?? '',
  },
  {
    path: '/eligibility-certificate/proceed',
    heading: ja.titles.CertificateProceed,
    shows: () => ja.titles.CertificateProceed,
  },
  {
    path: '/eligibility-certificate/certificate',
    heading: ja.titles.Certificate,
    shows: (records) => records.newApplication.members[0]?.full_name ?? '',
  },
  {
    path: '/eligibility-certificate/apply',
    heading: ja.titles.CertificateApply,
    shows: (records) => records.newApplication.members[1]?.full_name ?? '',
  },
];

type Rendered = ReturnType<typeof renderRoute>;

const visitAll = async ({ router }: Rendered, records: Records) => {
  for (const screenOf of SCREENS) {
    await act(() => router.navigate(screenOf.path));
    await waitFor(() => expect(router.state.location.pathname).toBe(screenOf.path));
    await screen.findByRole('heading', { level: 1, name: screenOf.heading });
    const text = screenOf.shows(records);
    await waitFor(() => expect(document.body).toHaveTextContent(text));
  }
};

const storageDump = () =>
  JSON.stringify(
    [sessionStorage, localStorage].flatMap((storage) => Object.keys(storage).map((key) => [key, storage.getItem(key)])),
  );

/**
 * Whether `text` holds A's value. A value of digits only (the birth year) counts where no digit touches it: the store
 * holds request timestamps such as 1764171985123, which are nobody's birth year (the case failed about once in 30
 * runs under load when `includes` found a year inside one).
 */
const holdsValue = (text: string, value: string) =>
  /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(text) : text.includes(value);

const expectNothingOfA = (store: Rendered['store']) => {
  const dom = document.body.textContent ?? '';
  const state = JSON.stringify(store.getState());
  const storage = storageDump();
  for (const text of A_STRINGS) {
    expect({ text, inDom: holdsValue(dom, text) }).toEqual({ text, inDom: false });
    expect({ text, inStore: holdsValue(state, text) }).toEqual({ text, inStore: false });
    expect({ text, inStorage: holdsValue(storage, text) }).toEqual({ text, inStorage: false });
  }
};

const AMPLIFY_SYMBOL = Symbol.for('amplify_default');
const revoked = () => Object.assign(new Error('Access Token has been revoked'), { name: 'NotAuthorizedException' });

/** The ways a session ends or switches; each leaves the tab on Signin. */
const SESSION_ENDS: Record<string, (rendered: Rendered, members: ReturnType<typeof serveMembers>) => Promise<void>> = {
  'the sign-out page': async ({ router }) => {
    await act(() => router.navigate('/account/signout'));
    await screen.findByRole('heading', { level: 1, name: ja.signout.question });
    await userEvent.click(
      screen.getAllByRole('button', { name: ja.shell.logout }).find((button) => button.closest('main')) as HTMLElement,
    );
  },
  '"sign in with another account" on the choose-account view': async ({ router }) => {
    await act(() => router.navigate('/signin'));
    await userEvent.click(await screen.findByRole('button', { name: ja.signin.signInWithAnother }));
  },
  'the invalid-membership screen': async ({ router }) => {
    await act(() => router.navigate('/account/disabled'));
    await userEvent.click(await screen.findByRole('button', { name: ja.disabled.toSignin }));
  },
  'the global identity-error listener (revoked access token)': async ({ store }, members) => {
    // The token is revoked: the API refuses A from now on, and the next session read fails once with the revocation.
    // (Refusing only after the dispatch let a still-mounted screen fetch A's records again in between.)
    members.signedInAs(undefined);
    jest.mocked(Auth.fetchAuthSession).mockRejectedValueOnce(revoked());
    await act(() => store.dispatch(checkSession()));
  },
  'a token refresh the identity service refused': async ({ store }, members) => {
    const stop = watchTokenRefreshFailures(store);
    await loadIdentity();
    members.signedInAs(undefined);
    const error = Object.assign(new Error('Refresh Token has been revoked'), { name: 'NotAuthorizedException' });
    await act(async () =>
      Hub.dispatch('auth', { event: 'tokenRefresh_failure', data: { error } }, 'Auth', AMPLIFY_SYMBOL),
    );
    stop();
  },
};

beforeEach(() => {
  jest.clearAllMocks();
});

it('finds a birth year as a value, never inside a request timestamp', () => {
  expect(holdsValue(JSON.stringify({ fulfilledTimeStamp: 1764171985123 }), '1985')).toBe(false);
  expect(holdsValue(JSON.stringify({ birthdate: '1985-04-01' }), '1985')).toBe(true);
  expect(holdsValue('1985年4月1日', '1985')).toBe(true);
  expect(holdsValue('山田 太郎', '山田')).toBe(true);
});

describe.each(Object.keys(SESSION_ENDS))(
  'member A, then the session ends by %s, then member B on the same tab',
  (path) => {
    it('fetches every endpoint again for B and leaves nothing of A in the DOM, the store or storage', async () => {
      const members = serveMembers();
      members.signedInAs(recordsA);
      jest.mocked(Auth.signOut).mockImplementation(async () => members.signedInAs(undefined));
      jest.mocked(Auth.signIn).mockImplementation(async () => {
        members.signedInAs(recordsB);
        return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
      });
      const store = setupStore();
      setupPersistor(store);
      const rendered = renderRoute('/account', { store });
      await visitAll(rendered, recordsA);
      for (const key of Object.keys(ENDPOINTS) as Endpoint[])
        expect({ key, fetched: members.counts[key] > 0 }).toEqual({ key, fetched: true });
      const fetchedForA = { ...members.counts };

      const endSessionBy = SESSION_ENDS[path];
      if (!endSessionBy) throw new Error(`no such path: ${path}`);
      await endSessionBy(rendered, members);
      await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/signin'));
      await screen.findByRole('button', { name: ja.signin.submit });
      expect(selectCurrentUser(store.getState())).toBeUndefined();
      // A screen still mounted when the session ended may ask again before Signin replaces it: without a session, so
      // the cache holds no answer (only refusals).
      expect(
        Object.values(store.getState().api?.queries ?? {}).filter((query) => query?.status === 'fulfilled'),
      ).toEqual([]);
      expectNothingOfA(store);

      await pasteInto(
        screen.getByLabelText(new RegExp(`^${ja.common.email}\\s*\\*?$`), { selector: 'input' }),
        recordsB.attributes.email,
      );
      await pasteInto(
        screen.getByLabelText(new RegExp(`^${ja.common.password}\\s*\\*?$`), { selector: 'input' }),
        'Passw0rd!demo',
      );
      await userEvent.click(screen.getByRole('button', { name: ja.signin.submit }));
      await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/account'));
      await visitAll(rendered, recordsB);

      for (const key of Object.keys(ENDPOINTS) as Endpoint[]) {
        expect({ key, fetchedAgain: members.counts[key] > fetchedForA[key] }).toEqual({ key, fetchedAgain: true });
      }
      expect(selectCurrentUserEmail(store.getState())).toBe(recordsB.attributes.email);
      expectNothingOfA(store);
    });
  },
);
