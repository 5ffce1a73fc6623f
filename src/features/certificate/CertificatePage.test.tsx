import 'fake-indexeddb/auto';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../../mocks/mock-operation';
import { certificateActive, certificateNone } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { ja } from '../../i18n/ja';
import { formatCalendarDate } from '../../i18n/dates';
import { format } from '../../i18n/format';
import { signInMember } from '../../../mocks/amplify-session';
import { renderRoute } from '../../../mocks/render';
import { mockCertificateCalls } from '../../../mocks/certificate-calls';
import { useCountdown } from './use-countdown';
import { formatJapaneseDate } from '../../lib/countdown';
import { readSavedCertificate, saveCertificate, savedCopyOf } from './saved-certificate';
import { wipeSavedCertificate } from '../../lib/saved-certificate-wipe';
import { wholeText } from '../../../mocks/language-parts';

beforeEach(() => {
  jest.clearAllMocks();
  signInMember();
  mockCertificateCalls();
});

// The term itself (<dt>): in English a value may read as a term does (the relationship "Insured person (被保険者)"), and a
// term with a Japanese part is wrapped in its own span (markJapanese), so the <dt> is the one around the whole text.
const term = (region: HTMLElement, name: string) => {
  const terms = within(region)
    .getAllByText(wholeText(name))
    .map((element) => element.closest('dt'))
    .filter((element) => element !== null);
  expect(terms).toHaveLength(1);
  return terms[0]?.nextElementSibling?.textContent;
};

// The expiry is set when the mock answers the read, not when the test starts: on loaded cores the route may take
// seconds to render, and the count must still be seen above zero.
const EXPIRES_AFTER_READ_MS = 4500;
const expireSoonAfterTheRead = () => {
  const expiry = { at: '' };
  server.use(
    mockOperation('getLatestCertificateApplication', () => {
      expiry.at = new Date(Date.now() + EXPIRES_AFTER_READ_MS).toISOString();
      return HttpResponse.json({ ...certificateActive, expired_at: expiry.at });
    }),
  );
  return expiry;
};
const secondsShown = (countdown: HTMLElement) => {
  const [hours, minutes, seconds] = (countdown.textContent ?? '').split(':').map(Number);
  return (hours ?? NaN) * 3600 + (minutes ?? NaN) * 60 + (seconds ?? NaN);
};

describe('the certificate', () => {
  it('shows every member field, the relationship label and the expiry date', async () => {
    renderRoute('/eligibility-certificate/certificate');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.Certificate })).toBeInTheDocument();
    const self = await screen.findByRole('region', { name: '山田 太郎' });
    expect(term(self, ja.certificate.relationship)).toBe(ja.relationship.insured);
    expect(term(self, ja.certificate.gender)).toBe(ja.gender.MALE);
    expect(term(self, ja.certificate.birthday)).toBe(formatCalendarDate(new Date(1985, 3, 1), 'padded'));
    expect(term(self, ja.certificate.kigou)).toBe('1234');
    expect(term(self, ja.certificate.bangou)).toBe('5678');
    expect(term(self, ja.certificate.edaban)).toBe('00');
    expect(term(self, ja.certificate.joinsOn)).toBe(formatCalendarDate(new Date(2010, 3, 1), 'padded'));
    expect(term(self, ja.certificate.insuredPersonName)).toBe('山田 太郎');
    expect(term(self, ja.certificate.insurerCode)).toBe('06139992');
    expect(term(self, ja.certificate.insurerName)).toBe('サンプル健康保険組合');
    expect(term(self, ja.certificate.address)).toBe('東京都千代田区丸の内1-1-1 サンプルマンション101');
    const child = screen.getByRole('region', { name: '山田 さくら' });
    expect(term(child, ja.certificate.relationship)).toBe(
      format(ja.relationship.family, { label: ja.relationship.labels['30'] }),
    );
    expect(term(child, ja.certificate.edaban)).toBe('02');
    expect(screen.getByText(ja.certificate.expiry).nextElementSibling).toHaveTextContent(
      formatCalendarDate(new Date(2099, 11, 31), 'padded'),
    );
    expect(screen.getByTestId('certificate-countdown').textContent).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
  });

  it('counts down every second and, at zero, shows the expiry modal that only leads home', async () => {
    expireSoonAfterTheRead();
    const { router } = renderRoute('/eligibility-certificate/certificate');
    const countdown = await screen.findByTestId('certificate-countdown');
    const first = secondsShown(countdown);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(Math.ceil(EXPIRES_AFTER_READ_MS / 1000));
    await waitFor(() => expect(secondsShown(countdown)).toBeLessThan(first));
    const dialog = await screen.findByRole('alertdialog', { name: ja.certificate.expired });
    expect(countdown).toHaveTextContent('00:00:00');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([ja.certificate.home]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: ja.certificate.expired })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: ja.certificate.home }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('lets the member stop and resume showing the ticking count-down; the expiry still comes at its time', async () => {
    const expiry = expireSoonAfterTheRead();
    renderRoute('/eligibility-certificate/certificate');
    await screen.findByTestId('certificate-countdown');
    const toggle = screen.getByRole('button', { name: ja.certificate.hideRemaining });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('certificate-countdown')).not.toBeInTheDocument();
    expect(screen.getByText(ja.certificate.remainingHidden)).toBeInTheDocument();
    expect(screen.getByText(formatJapaneseDate(expiry.at))).toBeInTheDocument();
    await screen.findByRole('alertdialog', { name: ja.certificate.expired });
    expect(screen.queryByTestId('certificate-countdown')).not.toBeInTheDocument();
  });

  it('shows the count-down again when the member presses the button a second time', async () => {
    renderRoute('/eligibility-certificate/certificate');
    await screen.findByTestId('certificate-countdown');
    const toggle = screen.getByRole('button', { name: ja.certificate.hideRemaining });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('certificate-countdown').textContent).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    expect(screen.queryByText(ja.certificate.remainingHidden)).not.toBeInTheDocument();
  });

  it('sends a member without an application to apply', async () => {
    server.use(mockOperation('getLatestCertificateApplication', certificateNone, { status: 404 }));
    const { router } = renderRoute('/eligibility-certificate/certificate');
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.CertificateApply })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/eligibility-certificate/apply');
  });

  it('goes to the server-error page when the application cannot be read', async () => {
    server.use(
      mockOperation('getLatestCertificateApplication', () => HttpResponse.json({ error: 'x' }, { status: 422 })),
    );
    const { router } = renderRoute('/eligibility-certificate/certificate');
    await screen.findByRole('heading', { level: 1, name: ja.titles.InternalServerError });
    expect(router.state.location.pathname).toBe('/500.html');
  });
});

describe('the reminder before the expiry', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000 - 60_000).toISOString();

  it('says how many days are left from 30 days before, and offers the expiry as a calendar file made here', async () => {
    const expiredAt = inDays(12);
    server.use(
      mockOperation('getLatestCertificateApplication', () =>
        HttpResponse.json({ ...certificateActive, expired_at: expiredAt }),
      ),
    );
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:calendar');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoute('/eligibility-certificate/certificate');
    expect(await screen.findByTestId('certificate-days-left')).toHaveTextContent(
      format(ja.expiryReminder.daysLeft, { days: 12 }),
    );
    await userEvent.click(screen.getByRole('button', { name: ja.certificate.addToCalendar }));
    expect(click).toHaveBeenCalledTimes(1);
    const calendar = await (createObjectURL.mock.calls[0]?.[0] as Blob).text();
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar.replace(/\r\n /g, '')).toContain(`SUMMARY:${ja.certificate.calendarTitle}`);
    click.mockRestore();
  });

  it('says nothing of days while more than 30 remain', async () => {
    server.use(
      mockOperation('getLatestCertificateApplication', () =>
        HttpResponse.json({ ...certificateActive, expired_at: inDays(31) }),
      ),
    );
    renderRoute('/eligibility-certificate/certificate');
    await screen.findByTestId('certificate-countdown');
    expect(screen.queryByTestId('certificate-days-left')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ja.certificate.addToCalendar })).not.toBeInTheDocument();
  });
});

describe('saving the certificate on this device', () => {
  const SUB = 'sub-0001';
  afterEach(() => wipeSavedCertificate());
  /** The saved copy, read in act: the screen's count-down ticks every second, also while a slow test reads. */
  const savedCopy = async () => {
    let copy: Awaited<ReturnType<typeof readSavedCertificate>>;
    await act(async () => {
      copy = await readSavedCertificate(SUB);
    });
    return copy;
  };

  it('keeps what the screen shows only once the member ticks the option, and deletes it when they clear it', async () => {
    renderRoute('/eligibility-certificate/certificate');
    const option = await screen.findByRole('checkbox', { name: ja.certificate.saveOffline });
    expect(option).not.toBeChecked();
    expect(await savedCopy()).toBeUndefined();
    await userEvent.click(option);
    await waitFor(() => expect(option).toBeChecked());
    const copy = await savedCopy();
    expect(copy?.expiredAt).toBe(certificateActive.expired_at);
    expect(copy?.members.map((member) => member.full_name)).toEqual(
      certificateActive.members.map((member) => member.full_name),
    );
    await userEvent.click(option);
    await waitFor(() => expect(option).not.toBeChecked());
    await waitFor(async () => expect(await readSavedCertificate(SUB)).toBeUndefined());
  });

  it('says so when the device refuses to save, and leaves the option cleared', async () => {
    renderRoute('/eligibility-certificate/certificate');
    const option = await screen.findByRole('checkbox', { name: ja.certificate.saveOffline });
    const open = jest.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await userEvent.click(option);
    expect(await screen.findByText(ja.certificate.saveFailed)).toBeInTheDocument();
    expect(option).not.toBeChecked();
    open.mockRestore();
  });

  it('deletes a saved copy when the server says the application is no longer active', async () => {
    await saveCertificate(savedCopyOf(SUB, certificateActive));
    server.use(
      mockOperation('getLatestCertificateApplication', () =>
        HttpResponse.json({ ...certificateActive, is_active: false }),
      ),
    );
    const { router } = renderRoute('/eligibility-certificate/certificate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/eligibility-certificate/apply'));
    await waitFor(async () => expect(await readSavedCertificate(SUB)).toBeUndefined());
  });
});

describe('useCountdown', () => {
  afterEach(() => jest.useRealTimers());

  it('recomputes from the wall clock on each tick, so a clock jump shows at once', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const { result } = renderHook(() => useCountdown('2030-01-01T01:00:00Z'));
    expect(result.current).toMatchObject({ hh: 1, mm: 0, ss: 0, expired: false });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ hh: 0, mm: 59, ss: 59 });
    // The tab slept for 40 minutes: no ticks ran, yet the next tick is right (no decrementing of a counter).
    jest.setSystemTime(new Date('2030-01-01T00:40:01Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ hh: 0, mm: 19, ss: 58 });
    jest.setSystemTime(new Date('2030-01-01T02:00:00Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ hh: 0, mm: 0, ss: 0, expired: true });
  });
});
