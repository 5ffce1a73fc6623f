import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ja } from '../i18n/ja';
import { renderWithProviders } from '../../mocks/render';
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
    // Not `disabled`: that would drop keyboard focus to <body>.
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
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

  it('keeps keyboard focus when it turns busy and back, and a press meanwhile submits nothing', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <input aria-label="code" />
        <BusyButton type="submit">send</BusyButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'send' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="code" />
        <BusyButton type="submit" busy>
          send
        </BusyButton>
      </form>,
    );
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    // Enter in a field is the browser's click on the default button: swallowed too.
    await userEvent.type(screen.getByRole('textbox', { name: 'code' }), '1{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    button.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="code" />
        <BusyButton type="submit">send</BusyButton>
      </form>,
    );
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
