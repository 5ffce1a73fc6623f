import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../mocks/render';
import { ALERT_TICK_MS, FormAlert } from './FormAlert';

afterEach(() => jest.useRealTimers());

describe('FormAlert', () => {
  it('announces errors as alerts and other messages as status', () => {
    renderWithProviders(
      <>
        <FormAlert>error text</FormAlert>
        <FormAlert status="success">done</FormAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('error text');
    expect(screen.getByRole('status')).toHaveTextContent('done');
  });

  it('counts down one second per tick and hides itself, telling its owner', () => {
    jest.useFakeTimers();
    const onHidden = jest.fn();
    renderWithProviders(
      <FormAlert status="success" autoHideSeconds={3} onHidden={onHidden}>
        saved
      </FormAlert>,
    );
    expect(ALERT_TICK_MS).toBe(1000);
    // One tick per act: each second's timer is set by the effect that runs after the previous tick renders.
    act(() => jest.advanceTimersByTime(ALERT_TICK_MS));
    act(() => jest.advanceTimersByTime(ALERT_TICK_MS));
    expect(screen.getByRole('status')).toHaveTextContent('saved');
    expect(onHidden).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(ALERT_TICK_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('stays without a number', () => {
    jest.useFakeTimers();
    renderWithProviders(<FormAlert>stays</FormAlert>);
    for (let tick = 0; tick < 10; tick += 1) act(() => jest.advanceTimersByTime(ALERT_TICK_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('stays');
  });

  it('starts the count-down again when the message changes', () => {
    jest.useFakeTimers();
    const { rerender } = renderWithProviders(
      <FormAlert status="info" autoHideSeconds={2}>
        first
      </FormAlert>,
    );
    act(() => jest.advanceTimersByTime(ALERT_TICK_MS));
    rerender(
      <FormAlert status="info" autoHideSeconds={2}>
        second
      </FormAlert>,
    );
    act(() => jest.advanceTimersByTime(ALERT_TICK_MS));
    expect(screen.getByRole('status')).toHaveTextContent('second');
    act(() => jest.advanceTimersByTime(ALERT_TICK_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
