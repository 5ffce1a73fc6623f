import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import { certificateApplied, validationError } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { escapeRegExp } from '../../../mocks/regexp';
import { format } from '../../i18n/format';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { selectApplyDraft } from './certificate-slice';
import { mockCertificateCalls } from '../../../mocks/certificate-calls';
import { wholeText } from '../../../mocks/language-parts';

beforeEach(() => {
  jest.clearAllMocks();
  signInMember();
  mockCertificateCalls();
});

const applicant = (name: string) => screen.getByRole('region', { name });
const addressOf = (name: string) =>
  within(applicant(name)).getByRole('textbox', { name: new RegExp(escapeRegExp(ja.certificate.address)) });

const openApply = async () => {
  const view = renderRoute('/eligibility-certificate/apply');
  await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateApply });
  await screen.findByRole('combobox', { name: new RegExp(escapeRegExp(ja.certificate.reason)) });
  return view;
};

describe('certificate apply', () => {
  it('lists every applicant with kana, gender and relationship, prefilled with the last address', async () => {
    await openApply();
    const self = applicant('山田 太郎');
    expect(within(self).getByText('ヤマダ タロウ')).toBeInTheDocument();
    expect(within(self).getByText(ja.gender.MALE)).toBeInTheDocument();
    expect(within(self).getByText(wholeText(ja.relationship.insured))).toBeInTheDocument();
    expect(addressOf('山田 太郎')).toHaveValue('東京都千代田区丸の内1-1-1 サンプルマンション101');
    const child = applicant('山田 さくら');
    expect(
      within(child).getByText(format(ja.relationship.family, { label: ja.relationship.labels['30'] })),
    ).toBeInTheDocument();
    expect(within(child).getByText(ja.gender.FEMALE)).toBeInTheDocument();
    expect(addressOf('山田 さくら')).toHaveValue('');
    // Only the insured person copies to the family.
    expect(within(child).queryByRole('button', { name: ja.certificate.copyToFamily })).not.toBeInTheDocument();
    const reason = screen.getByRole('combobox', { name: new RegExp(escapeRegExp(ja.certificate.reason)) });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      ja.certificate.reasonPlaceholder,
      ...[
        'マイナ保険証を持っていないため',
        'マイナンバーカードを紛失・更新中のため',
        '介護が必要な方など、マイナ保険証での受診が困難なため',
        'その他',
      ],
    ]);
  });

  it('asks for a reason and every address before confirming, and copies the address to the family', async () => {
    await openApply();
    await userEvent.click(screen.getByRole('button', { name: ja.certificate.apply }));
    expect(await screen.findByText(ja.certificate.reasonRequired)).toBeInTheDocument();
    const reason = screen.getByRole('combobox', { name: new RegExp(escapeRegExp(ja.certificate.reason)) });
    expect(reason).toBeRequired();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleErrorMessage(ja.certificate.reasonRequired);
    expect(screen.getByText(ja.certificate.addressRequired)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const copy = within(applicant('山田 太郎')).getByRole('button', { name: ja.certificate.copyToFamily });
    await userEvent.clear(addressOf('山田 太郎'));
    expect(copy).toBeDisabled();
    await userEvent.type(addressOf('山田 太郎'), '大阪府大阪市北区梅田1-1');
    expect(copy).toBeEnabled();
    await userEvent.click(copy);
    expect(addressOf('山田 さくら')).toHaveValue('大阪府大阪市北区梅田1-1');
    expect(screen.queryByText(ja.certificate.addressRequired)).not.toBeInTheDocument();
  });

  it('confirms, posts reason and addresses, and shows the certificate', async () => {
    let sent: unknown;
    server.use(
      mockOperation('createCertificateApplication', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(certificateApplied, { status: 201 });
      }),
    );
    const { router, store } = await openApply();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(escapeRegExp(ja.certificate.reason)) }),
      'その他',
    );
    await userEvent.type(addressOf('山田 さくら'), '  東京都港区1-2-3 ');
    await userEvent.click(screen.getByRole('button', { name: ja.certificate.apply }));
    const dialog = await screen.findByRole('alertdialog', { name: ja.certificate.applyConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: ja.certificate.apply }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eligibility-certificate/certificate'));
    expect(sent).toEqual({
      reason_id: 4,
      addresses: [
        { insurer_member_id: 1001, address: '東京都千代田区丸の内1-1-1 サンプルマンション101' },
        { insurer_member_id: 1002, address: '東京都港区1-2-3' },
      ],
    });
    // The draft has served its purpose.
    expect(selectApplyDraft(store.getState())).toEqual({ reasonId: '', addresses: {} });
  });

  it('cancelling the confirmation posts nothing', async () => {
    const post = jest.fn();
    server.use(mockOperation('createCertificateApplication', () => post()));
    await openApply();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(escapeRegExp(ja.certificate.reason)) }),
      '1',
    );
    await userEvent.type(addressOf('山田 さくら'), '東京都港区');
    await userEvent.click(screen.getByRole('button', { name: ja.certificate.apply }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: ja.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the error of a refused application and keeps every input', async () => {
    server.use(mockOperation('createCertificateApplication', validationError, { status: 422 }));
    await openApply();
    const reason = screen.getByRole('combobox', { name: new RegExp(escapeRegExp(ja.certificate.reason)) });
    await userEvent.selectOptions(reason, '2');
    await userEvent.type(addressOf('山田 さくら'), '東京都港区');
    await userEvent.click(screen.getByRole('button', { name: ja.certificate.apply }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: ja.certificate.apply }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain((validationError.errors ?? [validationError.error])[0]);
    expect(reason).toHaveValue('2');
    expect(addressOf('山田 さくら')).toHaveValue('東京都港区');
    expect(addressOf('山田 太郎')).toHaveValue('東京都千代田区丸の内1-1-1 サンプルマンション101');
  });

  it('restores the typed draft when the member comes back (e.g. from SMS setup)', async () => {
    const first = await openApply();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(escapeRegExp(ja.certificate.reason)) }),
      '3',
    );
    await userEvent.type(addressOf('山田 さくら'), '京都府京都市');
    await act(() => first.router.navigate('/policies/eligibility-certificate/privacy-policy'));
    expect(
      await screen.findByRole('heading', { level: 1, name: ja.titles.CertificatePrivacyPolicy }),
    ).toBeInTheDocument();
    await act(() => first.router.navigate('/eligibility-certificate/apply'));
    expect(await screen.findByDisplayValue('京都府京都市')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: new RegExp(escapeRegExp(ja.certificate.reason)) })).toHaveValue('3');
    // In memory only: nothing personal reaches browser storage.
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toContain('京都府京都市');
  });

  it('says why when the applicants cannot be loaded', async () => {
    server.use(
      mockOperation('getNewCertificateApplication', () =>
        HttpResponse.json({ error: '申請対象者を取得できませんでした。' }, { status: 422 }),
      ),
    );
    renderRoute('/eligibility-certificate/apply');
    expect(await screen.findByRole('alert')).toHaveTextContent('申請対象者を取得できませんでした。');
    expect(screen.queryByRole('button', { name: ja.certificate.apply })).not.toBeInTheDocument();
  });

  it('sends a member without SMS two-step to the mfa-notice, whose link returns to apply after setup', async () => {
    signInMember(undefined, false);
    const { router } = renderRoute('/eligibility-certificate/apply');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateMfaNotice })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eligibility-certificate/mfa-notice');
    expect(screen.getByRole('link', { name: ja.certificate.toSmsSetup })).toHaveAttribute(
      'href',
      '/account/mfa/sms-setup?returnTo=CertificateApply',
    );
  });
});
