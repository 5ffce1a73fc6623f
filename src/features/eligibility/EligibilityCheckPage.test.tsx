import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Auth from 'aws-amplify/auth';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import {
  eligibilityNotFound,
  eligibilityRegistered,
  insurerConfigPseudonymized,
  insurerFileWithEdaban,
  insurerFileWithoutEdaban,
  insurerNotFound,
  meEligibleNoneAgreed,
  meNewMember,
  serverError,
  validationError,
} from '../../../mocks/fixtures';
import { hanakoTyped, taroFileRequest, taroTyped, type TypedIdentity } from '../../../mocks/eligibility-members';
import { server } from '../../../mocks/server';
import { setupStore } from '../../../mocks/store';
import { ja } from '../../i18n/ja';
import { escapeRegExp } from '../../../mocks/regexp';
import { selectInsurerNumber } from '../../identity/current-user-slice';
import { eligibilityTargetSet, selectEligibilityTarget } from '../../routing/navigation-context-slice';
import { renderRoute } from '../../../mocks/render';
import { unmarkedCardTerms, wholeText } from '../../../mocks/language-parts';
import { applyLanguage } from '../../i18n/language';
import { pasteInto } from '../../../mocks/paste-into';

const CHECK = '/account/eligibility-check';

/** A signed-in member whose e-mail is verified; the ID token changes on every forced refresh, as in the browser. */
const signIn = () => {
  let issuedAt = 1;
  jest.mocked(Auth.fetchAuthSession).mockImplementation(async (options) => {
    if (options?.forceRefresh) issuedAt += 1;
    return {
      tokens: {
        idToken: { payload: { sub: 'sub-1', iat: issuedAt, auth_time: 1 }, toString: () => 'id-token' },
        accessToken: { payload: {} },
      },
    } as unknown as Auth.AuthSession;
  });
  jest
    .mocked(Auth.fetchUserAttributes)
    .mockResolvedValue({ sub: 'sub-1', email: 'member@example.com', email_verified: 'true' });
  jest.mocked(Auth.fetchMFAPreference).mockResolvedValue({});
};

/** /me answers as a new member until a registration succeeds, then as an eligible one (like the local gateway). */
const meAfterRegistration = () => {
  let registered = false;
  return {
    markRegistered: () => {
      registered = true;
    },
    handler: mockOperation('getMe', () => HttpResponse.json(registered ? meEligibleNoneAgreed : meNewMember)),
  };
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(name)}`) });
const submitButton = () => screen.getByRole('button', { name: ja.eligibility.submit });

const fillIdentity = async (values: TypedIdentity) => {
  const entries: [string, string | undefined][] = [
    [ja.eligibility.kigou, values.kigou],
    [ja.eligibility.bangou, values.bangou],
    [ja.eligibility.edaban, values.edaban],
    [ja.eligibility.lastName, values.last],
    [ja.eligibility.firstName, values.first],
    [ja.eligibility.lastNameKana, values.lastKana],
    [ja.eligibility.firstNameKana, values.firstKana],
    [ja.eligibility.birthdate, values.birthdate],
  ];
  for (const [label, value] of entries) if (value !== undefined) await pasteInto(field(label), value);
};

const typeInsurerNumber = async (number: string) => {
  await pasteInto(
    screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.eligibility.insurerNumber)}`) }),
    number,
  );
};

/** 山田太郎's number, identity and submit, on the file insurer with a branch number (06139992). */
const submitTaro = async () => {
  await typeInsurerNumber('06139992');
  await screen.findByText(insurerFileWithEdaban.name);
  await fillIdentity(taroTyped);
  await userEvent.click(submitButton());
};

const renderCheck = async (path = CHECK, target?: { name: 'AccountHome'; search: string }) => {
  const store = setupStore();
  if (target) store.dispatch(eligibilityTargetSet(target));
  const rendered = renderRoute(path, { store });
  await screen.findByRole('heading', { level: 1, name: ja.eligibility.heading });
  return rendered;
};

beforeEach(() => {
  signIn();
  // The header loads the member too; tests that register replace this with meAfterRegistration.
  server.use(mockOperation('getMe', meNewMember));
});

describe('EligibilityCheckPage: the insurer', () => {
  it('shows the number field with placeholder, length limit and hint, the help accordion, and locked symbol fields', async () => {
    await renderCheck();
    const number = screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.eligibility.insurerNumber)}`) });
    expect(number).toHaveAttribute('placeholder', '06xxxxxx');
    expect(number).toHaveAttribute('maxlength', '8');
    expect(screen.getByText(ja.eligibility.insurerNumberHint)).toBeInTheDocument();
    for (const label of [ja.eligibility.kigou, ja.eligibility.bangou, ja.eligibility.edaban])
      expect(field(label)).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    for (const item of ja.eligibility.helpItems)
      expect(screen.getByRole('button', { name: item.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ja.eligibility.helpItems[0].title }));
    expect(await screen.findByText(wholeText(ja.eligibility.helpItems[0].body))).toBeVisible();
  });

  it('help: a disclosure per item, closed by default, several open at once, closed again by a second click', async () => {
    await renderCheck();
    const [first, second] = ja.eligibility.helpItems;
    const firstButton = screen.getByRole('button', { name: first.title });
    const secondButton = screen.getByRole('button', { name: second.title });
    for (const item of ja.eligibility.helpItems) {
      const button = screen.getByRole('button', { name: item.title });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(wholeText(item.body))).not.toBeVisible();
    }
    expect(screen.queryByRole('region', { name: first.title })).not.toBeInTheDocument();

    await userEvent.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: first.title });
    expect(firstButton).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText(wholeText(first.body))).toBeVisible();

    await userEvent.click(secondButton);
    expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(wholeText(first.body))).toBeVisible();
    expect(screen.getByText(wholeText(second.body))).toBeVisible();

    await userEvent.click(firstButton);
    expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(wholeText(first.body))).not.toBeVisible();
    expect(screen.getByText(wholeText(second.body))).toBeVisible();
  });

  it('refuses a number that breaks the rule without calling the API, then resolves a full-width valid one', async () => {
    let lookedUp: string | undefined;
    server.use(
      mockOperation('getInsurer', ({ params }) => {
        lookedUp = String(params.insurerNumber);
        return HttpResponse.json(insurerFileWithEdaban);
      }),
    );
    await renderCheck();
    const number = screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.eligibility.insurerNumber)}`) });
    await userEvent.type(number, '06139993');
    expect(await screen.findByText(ja.validation.invalidInsurerNumber)).toBeInTheDocument();
    expect(lookedUp).toBeUndefined();

    await userEvent.clear(number);
    await userEvent.type(number, '０６１３９９９２');
    expect(await screen.findByText(insurerFileWithEdaban.name)).toBeInTheDocument();
    expect(lookedUp).toBe('06139992');
    expect(screen.getByRole('group', { name: ja.eligibility.insurerCodeBoxes })).toHaveTextContent('06139992');
    expect(field(ja.eligibility.kigou)).toBeEnabled();
    expect(field(ja.eligibility.edaban)).toBeRequired();
  });

  it('says so when no insurer has the number', async () => {
    server.use(mockOperation('getInsurer', insurerNotFound, { status: 404 }));
    await renderCheck();
    await typeInsurerNumber('06139992');
    expect(await screen.findByText(ja.eligibility.insurerNotFound)).toBeInTheDocument();
    expect(field(ja.eligibility.kigou)).toBeDisabled();
  });

  it('shows the insurer read-only by name when opened with an insurer alias query', async () => {
    let alias: string | null = null;
    server.use(
      mockOperation('findInsurerConfig', ({ request }) => {
        alias = new URL(request.url).searchParams.get('alias_code');
        return HttpResponse.json(insurerConfigPseudonymized);
      }),
    );
    await renderCheck(`${CHECK}?insurer=mirai-kenpo`);
    expect(await screen.findByText(insurerConfigPseudonymized.insurer.name)).toBeInTheDocument();
    expect(alias).toBe('mirai-kenpo');
    expect(
      screen.queryByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.eligibility.insurerNumber)}`) }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ja.gender.MALE })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ja.gender.FEMALE })).toBeInTheDocument();
    expect(field(ja.eligibility.edaban)).not.toBeRequired();
  });

  it('falls back to the number field when the alias is unknown', async () => {
    server.use(mockOperation('findInsurerConfig', insurerNotFound, { status: 404 }));
    await renderCheck(`${CHECK}?insurer=unknown`);
    expect(await screen.findByText(ja.eligibility.aliasNotFound)).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.eligibility.insurerNumber)}`) }),
    ).toBeEnabled();
  });
});

describe('EligibilityCheckPage: file registration', () => {
  it('validates every field, sends normalised values, refreshes the user and returns to the stored target', async () => {
    const me = meAfterRegistration();
    let body: unknown;
    server.use(
      me.handler,
      mockOperation('getInsurer', insurerFileWithEdaban),
      mockOperation('createWhiteIdAccount', async ({ request }) => {
        body = await request.json();
        me.markRegistered();
        return HttpResponse.json(eligibilityRegistered, { status: 201 });
      }),
    );
    const { router, store } = await renderCheck(CHECK, { name: 'AccountHome', search: '?service=otc' });
    await typeInsurerNumber('06139992');
    await screen.findByText(insurerFileWithEdaban.name);

    await userEvent.click(submitButton());
    for (const message of [
      ja.validation.kigouRequired,
      ja.validation.bangouRequired,
      ja.validation.edabanRequired,
      ja.validation.lastNameRequired,
      ja.validation.firstNameRequired,
      ja.validation.lastNameKanaRequired,
      ja.validation.firstNameKanaRequired,
      ja.validation.birthdateRequired,
    ]) {
      expect(await screen.findByText(wholeText(message))).toBeInTheDocument();
    }
    expect(body).toBeUndefined();

    await fillIdentity({
      kigou: 'ＡＢ １２',
      bangou: '３４５ ６',
      edaban: '０１',
      last: '山田',
      first: '太郎',
      lastKana: 'やまだ',
      firstKana: 'タロウ',
      birthdate: '１９８５/０４/０１',
    });
    await userEvent.tab();
    expect(field(ja.eligibility.lastNameKana)).toHaveValue('ヤマダ');
    expect(field(ja.eligibility.kigou)).toHaveValue('AB12');
    await userEvent.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?service=otc');
    expect(body).toEqual(taroFileRequest);
    expect(selectEligibilityTarget(store.getState())).toBeUndefined();
    expect(selectInsurerNumber(store.getState())).toBe(meEligibleNoneAgreed.insurer_number);
  });

  it('without a stored target or service, goes to AccountHome; the branch is optional for FILE_WITHOUT_EDABAN and sent as null', async () => {
    const me = meAfterRegistration();
    let body: { edaban?: unknown } | undefined;
    server.use(
      me.handler,
      mockOperation('getInsurer', insurerFileWithoutEdaban),
      mockOperation('createWhiteIdAccount', async ({ request }) => {
        body = (await request.json()) as { edaban?: unknown };
        me.markRegistered();
        return HttpResponse.json(eligibilityRegistered, { status: 201 });
      }),
    );
    const { router } = await renderCheck();
    await typeInsurerNumber(insurerFileWithoutEdaban.code);
    await screen.findByText(insurerFileWithoutEdaban.name);
    expect(field(ja.eligibility.edaban)).not.toBeRequired();
    await fillIdentity({
      kigou: '1',
      bangou: '2',
      last: '山田',
      first: '花子',
      lastKana: 'ヤマダ',
      firstKana: 'ハナコ',
      birthdate: '1990/01/31',
    });
    await userEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(body?.edaban).toBeNull();
  });

  it('refuses kana that is not katakana, a future birth date and a malformed one', async () => {
    server.use(mockOperation('getInsurer', insurerFileWithEdaban));
    await renderCheck();
    await typeInsurerNumber('06139992');
    await screen.findByText(insurerFileWithEdaban.name);
    await fillIdentity({ lastKana: 'Yamada', firstKana: '太郎', birthdate: '2999/01/01' });
    await userEvent.tab();
    expect(await screen.findAllByText(wholeText(ja.validation.katakana))).toHaveLength(2);
    expect(screen.getByText(ja.validation.birthdateFuture)).toBeInTheDocument();
    await userEvent.clear(field(ja.eligibility.birthdate));
    await userEvent.type(field(ja.eligibility.birthdate), '1985-4-1');
    await userEvent.tab();
    expect(await screen.findByText(ja.validation.birthdateFormat)).toBeInTheDocument();
  });

  it('on 404 shows the could-not-confirm message with causes and the FAQ link, keeping every input', async () => {
    server.use(
      mockOperation('getInsurer', insurerFileWithEdaban),
      mockOperation('createWhiteIdAccount', eligibilityNotFound, { status: 404 }),
    );
    const { router } = await renderCheck();
    await submitTaro();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ja.eligibility.notConfirmed)).toBeInTheDocument();
    for (const cause of ja.eligibility.causes) expect(within(alert).getByText(cause)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: new RegExp(escapeRegExp(ja.eligibility.faqLink)) })).toHaveAttribute(
      'href',
      expect.stringContaining('/faq'),
    );
    expect(router.state.location.pathname).toBe(CHECK);
    expect(field(ja.eligibility.kigou)).toHaveValue('AB');
    expect(field(ja.eligibility.lastName)).toHaveValue('山田');
    expect(field(ja.eligibility.birthdate)).toHaveValue('1985/04/01');
    expect(
      screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(ja.eligibility.insurerNumber)}`) }),
    ).toHaveValue('06139992');
  });

  it('shows other failures in the shared error alert with the body message, keeping inputs', async () => {
    server.use(
      mockOperation('getInsurer', insurerFileWithEdaban),
      mockOperation('createWhiteIdAccount', validationError, { status: 422 }),
    );
    await renderCheck();
    await submitTaro();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent((validationError.errors ?? [])[0] ?? 'missing fixture message');
    expect(alert).not.toHaveTextContent(ja.eligibility.notConfirmed);
    expect(field(ja.eligibility.firstName)).toHaveValue('太郎');
  });
});

describe('EligibilityCheckPage: pseudonymized registration', () => {
  it('requires gender, sends it with the pseudonymized call (no empty branch) and goes to AccountHome', async () => {
    const me = meAfterRegistration();
    let body: Record<string, unknown> | undefined;
    server.use(
      me.handler,
      mockOperation('findInsurerConfig', insurerConfigPseudonymized),
      mockOperation('createPseudonymizedWhiteIdAccount', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        me.markRegistered();
        return HttpResponse.json(eligibilityRegistered, { status: 201 });
      }),
    );
    const { router } = await renderCheck(`${CHECK}?insurer=mirai-kenpo`);
    await screen.findByText(insurerConfigPseudonymized.insurer.name);
    await fillIdentity({ ...hanakoTyped, lastKana: 'さとう', firstKana: 'はなこ' });
    await userEvent.click(submitButton());
    expect(await screen.findByText(ja.validation.genderRequired)).toBeInTheDocument();
    expect(body).toBeUndefined();

    await userEvent.click(screen.getByRole('radio', { name: ja.gender.FEMALE }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(body).toEqual({
      insurer_id: insurerConfigPseudonymized.insurer.id,
      kigou: 'M1',
      bangou: '99',
      last_name: '佐藤',
      first_name: '花子',
      last_name_kana: 'サトウ',
      first_name_kana: 'ハナコ',
      birthday: '2000-02-29',
      gender: 'FEMALE',
    });
  });

  it("on a server error shows the server's message (section 8) and stays", async () => {
    server.use(
      mockOperation('findInsurerConfig', insurerConfigPseudonymized),
      mockOperation('createPseudonymizedWhiteIdAccount', serverError, { status: 500 }),
    );
    const { router } = await renderCheck(`${CHECK}?insurer=mirai-kenpo`);
    await screen.findByText(insurerConfigPseudonymized.insurer.name);
    await fillIdentity(hanakoTyped);
    await userEvent.click(screen.getByRole('radio', { name: ja.gender.MALE }));
    await userEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    // The contract's 500 body is the error shape with a message for members: section 8 shows it.
    expect(alert).toHaveTextContent(String(serverError.errors?.[0]));
    expect(router.state.location.pathname).toBe(CHECK);
    expect(screen.getByRole('radio', { name: ja.gender.MALE })).toBeChecked();
  });

  it('on a gateway page instead of the error shape shows the communication message and stays', async () => {
    server.use(
      mockOperation('findInsurerConfig', insurerConfigPseudonymized),
      mockOperation(
        'createPseudonymizedWhiteIdAccount',
        () =>
          new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const { router } = await renderCheck(`${CHECK}?insurer=mirai-kenpo`);
    await screen.findByText(insurerConfigPseudonymized.insurer.name);
    await fillIdentity(hanakoTyped);
    await userEvent.click(screen.getByRole('radio', { name: ja.gender.MALE }));
    await userEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ja.errors.communication);
    expect(alert).not.toHaveTextContent('Bad Gateway');
    expect(router.state.location.pathname).toBe(CHECK);
    expect(screen.getByRole('radio', { name: ja.gender.MALE })).toBeChecked();
  });
});

describe('EligibilityCheckPage in English: the Japanese card terms are marked lang="ja" (WCAG 3.1.2)', () => {
  beforeEach(() => applyLanguage('en'));
  afterEach(() => applyLanguage('ja'));

  it('in the lead, the labels, the open help and the errors a refused submit shows', async () => {
    server.use(mockOperation('getInsurer', insurerFileWithEdaban));
    await renderCheck();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await typeInsurerNumber('06139992');
    await screen.findByText(insurerFileWithEdaban.name);
    for (const item of ja.eligibility.helpItems)
      await userEvent.click(screen.getByRole('button', { name: item.title }));
    await fillIdentity({ lastKana: 'Yamada' });
    await userEvent.click(submitButton());
    expect(await screen.findByText(wholeText(ja.validation.kigouRequired))).toBeInTheDocument();
    expect(screen.getByText(wholeText(ja.validation.katakana))).toBeInTheDocument();

    // The field is still named by its whole label, as in Chromium: "Insurer number (保険者番号)".
    const insurerLabel = (field(ja.eligibility.insurerNumber) as HTMLInputElement).labels?.[0] as HTMLElement;
    expect(within(insurerLabel).getByText('保険者番号')).toHaveAttribute('lang', 'ja');
    expect(unmarkedCardTerms()).toEqual([]);
  });
});
