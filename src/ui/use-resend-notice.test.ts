import { act, renderHook } from '@testing-library/react';
import { RESEND_NOTICE_DELAY_MS, useResendNotice } from './use-resend-notice';

const deferred = () => {
  let resolve: (value: string | undefined) => void = () => undefined;
  const promise = new Promise<string | undefined>((done) => (resolve = done));
  return { promise, resolve };
};

const render = (send: () => Promise<string | undefined>, delayMs?: number) => {
  const onFailure = jest.fn();
  const hook = renderHook(() => useResendNotice({ send, sentNotice: 'sent', delayMs, onFailure }));
  return { ...hook, onFailure };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useResendNotice', () => {
  it('is the spec section 9 delay: 1.5 seconds', () => {
    expect(RESEND_NOTICE_DELAY_MS).toBe(1500);
  });

  it('shows the notice only once the delay has passed after a successful send', async () => {
    const send = jest.fn(async () => undefined);
    const { result, onFailure } = render(send);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.resending).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(RESEND_NOTICE_DELAY_MS - 1));
    expect(result.current.notice).toBeUndefined();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(result.current.notice).toBe('sent');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('with no delay shows the notice at once', async () => {
    const { result } = render(async () => undefined, 0);
    await act(() => result.current.resend());
    expect(result.current.notice).toBe('sent');
  });

  it('hands a failure to onFailure and shows no notice, then or later', async () => {
    const { result, onFailure } = render(async () => 'could not send');
    await act(() => result.current.resend());
    expect(onFailure).toHaveBeenCalledWith('could not send');
    await act(() => jest.advanceTimersByTimeAsync(RESEND_NOTICE_DELAY_MS * 2));
    expect(result.current.notice).toBeUndefined();
    expect(result.current.resending).toBe(false);
  });

  it('is busy while sending, and a second press meanwhile sends nothing', async () => {
    const pending = deferred();
    const send = jest.fn(() => pending.promise);
    const { result } = render(send);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.resend();
    });
    expect(result.current.resending).toBe(true);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      pending.resolve(undefined);
      await first;
    });
    expect(result.current.resending).toBe(false);
    // Once it has finished, the next press sends again.
    send.mockImplementation(async () => undefined);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a new press or clearNotice takes away the notice of the last send and its pending timer', async () => {
    const { result } = render(async () => undefined);
    await act(() => result.current.resend());
    act(() => result.current.clearNotice());
    await act(() => jest.advanceTimersByTimeAsync(RESEND_NOTICE_DELAY_MS));
    expect(result.current.notice).toBeUndefined();
    await act(() => result.current.resend());
    await act(() => jest.advanceTimersByTimeAsync(RESEND_NOTICE_DELAY_MS));
    expect(result.current.notice).toBe('sent');
    await act(() => result.current.resend());
    expect(result.current.notice).toBeUndefined();
  });

  it('after the screen is gone: the timer is cleared and a late answer sets nothing', async () => {
    const pending = deferred();
    const { result, unmount, onFailure } = render(() => pending.promise);
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.resend();
    });
    unmount();
    pending.resolve('lost');
    await sending;
    expect(onFailure).not.toHaveBeenCalled();

    const set = jest.spyOn(globalThis, 'setTimeout');
    const clear = jest.spyOn(globalThis, 'clearTimeout');
    const sent = render(async () => undefined);
    await act(() => sent.result.current.resend());
    const noticeTimer =
      set.mock.results[set.mock.calls.findIndex(([, delay]) => delay === RESEND_NOTICE_DELAY_MS)]?.value;
    expect(noticeTimer).toBeDefined();
    expect(clear).not.toHaveBeenCalledWith(noticeTimer);
    sent.unmount();
    expect(clear).toHaveBeenCalledWith(noticeTimer);
    set.mockRestore();
    clear.mockRestore();
  });
});
