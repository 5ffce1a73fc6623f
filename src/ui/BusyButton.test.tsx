import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ja } from '../i18n/ja';
import { renderWithProviders } from '../test/render';
import { BusyButton, type BusyButtonSize } from './BusyButton';

describe('BusyButton', () => {
  it('shows the busy label and refuses presses while busy', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <BusyButton busy onClick={onClick}>
        send
      </BusyButton>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent(ja.common.busy);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('works normally when not busy', async () => {
    const onClick = jest.fn();
    renderWithProviders(<BusyButton onClick={onClick}>send</BusyButton>);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each<BusyButtonSize>(['none', 'sm', 'lg', 'xl'])('renders size %s', (size) => {
    renderWithProviders(<BusyButton size={size}>{size}</BusyButton>);
    expect(screen.getByRole('button', { name: size })).toBeEnabled();
  });
});
