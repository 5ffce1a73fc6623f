import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ja } from '../i18n/ja';
import { renderWithProviders } from '../test/render';
import { ConfirmModal, MODAL_FADE_MS } from './ConfirmModal';

describe('ConfirmModal', () => {
  it('is an alert dialog named by its title, with confirm and cancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(
      <ConfirmModal open title="sure?" confirmLabel="yes" cancelLabel="no" onConfirm={onConfirm} onCancel={onCancel}>
        body
      </ConfirmModal>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'sure?' });
    expect(within(dialog).getByText('body')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'no' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape only when it can be dismissed', async () => {
    const onCancel = jest.fn();
    const { rerender } = renderWithProviders(<ConfirmModal open title="t" confirmLabel="ok" onConfirm={jest.fn()} onCancel={onCancel} />);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    rerender(<ConfirmModal open title="t2" confirmLabel="ok" onConfirm={jest.fn()} />);
    const dialog = await screen.findByRole('alertdialog', { name: 't2' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: ja.common.cancel })).not.toBeInTheDocument();
  });

  it('shows the busy label on its action while busy', async () => {
    renderWithProviders(<ConfirmModal open busy title="t" confirmLabel="go" cancelLabel="back" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: ja.common.busy })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'back' })).toBeDisabled();
  });

  it('fades in 150 ms', () => {
    expect(MODAL_FADE_MS).toBe(150);
  });
});
