import { Button } from '@chakra-ui/react';
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ja } from '../i18n/ja';
import { renderWithProviders } from '../../mocks/render';
import { ConfirmModal, MODAL_FADE_MS, type ConfirmModalProps } from './ConfirmModal';

/** A page with an opener button, as the screens use the modal: the parent owns `open`. */
const Harness = ({
  closable = true,
  onConfirm = jest.fn(),
  busy,
}: {
  closable?: boolean;
  onConfirm?: () => void;
  busy?: boolean;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>opener</Button>
      <ConfirmModal
        open={open}
        title="sure?"
        confirmLabel="yes"
        cancelLabel={closable ? 'no' : undefined}
        busy={busy}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={closable ? () => setOpen(false) : undefined}
      >
        body
      </ConfirmModal>
    </>
  );
};

const renderModal = (props: Partial<ConfirmModalProps> = {}) =>
  renderWithProviders(<ConfirmModal open title="t" confirmLabel="ok" onConfirm={jest.fn()} {...props} />);

describe('ConfirmModal', () => {
  it('is a modal alert dialog named by its heading, described by its body, with confirm and cancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(
      <ConfirmModal open title="sure?" confirmLabel="yes" cancelLabel="no" onConfirm={onConfirm} onCancel={onCancel}>
        body
      </ConfirmModal>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'sure?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('body');
    expect(within(dialog).getByRole('heading', { name: 'sure?' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'no' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has no description without a body and renders nothing while closed', async () => {
    const { rerender } = renderModal({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(<ConfirmModal open title="t" confirmLabel="ok" onConfirm={jest.fn()} />);
    const dialog = await screen.findByRole('alertdialog', { name: 't' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('when dismissable: Escape and a click on the backdrop call onCancel, a click inside the panel does not', async () => {
    const onCancel = jest.fn();
    renderModal({ onCancel });
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('heading', { name: 't' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    // The ::backdrop is part of the dialog element's box: a click there targets the dialog itself.
    await userEvent.click(dialog);
    expect(onCancel).toHaveBeenCalledTimes(2);
    // A press that starts inside the panel and ends on the backdrop (a text selection) is not a backdrop click.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: within(dialog).getByRole('heading') },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(onCancel).toHaveBeenCalledTimes(2);
    // The browser's own close request (the `cancel` event) is refused and turned into onCancel.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(dialog).toHaveAttribute('open');
  });

  it('when not dismissable: Escape, the backdrop and close requests do nothing; only its action is offered', async () => {
    renderModal({ title: 't2' });
    const dialog = await screen.findByRole('alertdialog', { name: 't2' });
    const escape = createEvent.keyDown(within(dialog).getByRole('button', { name: 'ok' }), {
      key: 'Escape',
      cancelable: true,
      bubbles: true,
    });
    fireEvent(within(dialog).getByRole('button', { name: 'ok' }), escape);
    expect(escape.defaultPrevented).toBe(true);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('alertdialog', { name: 't2' })).toHaveAttribute('open');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ok']);
    expect(within(dialog).queryByRole('button', { name: ja.common.cancel })).not.toBeInTheDocument();
  });

  it('shows itself again when the browser closes it anyway (Chrome, repeated Escape)', async () => {
    renderModal();
    const dialog = (await screen.findByRole('alertdialog')) as HTMLDialogElement;
    act(() => dialog.close());
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  });

  it('moves focus to its first control and back to the opener after the fade-out', async () => {
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'opener' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'sure?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'no' })).toHaveFocus());
    expect(document.documentElement.style.overflow).toBe('hidden');

    await userEvent.click(within(dialog).getByRole('button', { name: 'no' }));
    // Still there, fading out, for MODAL_FADE_MS; then closed, removed, and focus is back on the opener.
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('focuses the action when it is the only control, and Tab cycles inside', async () => {
    renderWithProviders(<Harness closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'opener' }));
    const dialog = await screen.findByRole('alertdialog');
    const yes = within(dialog).getByRole('button', { name: 'yes' });
    await waitFor(() => expect(yes).toHaveFocus());
    await userEvent.tab();
    expect(yes).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(yes).toHaveFocus();
    await userEvent.click(yes);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
  });

  it('Tab and Shift+Tab wrap between its first and last control', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'opener' }));
    const dialog = await screen.findByRole('alertdialog');
    const no = within(dialog).getByRole('button', { name: 'no' });
    const yes = within(dialog).getByRole('button', { name: 'yes' });
    await waitFor(() => expect(no).toHaveFocus());
    await userEvent.tab();
    expect(yes).toHaveFocus();
    await userEvent.tab();
    expect(no).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(yes).toHaveFocus();
  });

  it('shows the busy label on its action and marks its action busy (aria-disabled, keeping focus) and disables cancel while busy', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(
      <ConfirmModal
        open
        busy
        title="t"
        confirmLabel="go"
        cancelLabel="back"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    const action = within(dialog).getByRole('button', { name: ja.common.busy });
    expect(action).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'back' })).toBeDisabled();
    await userEvent.click(action);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('fades in and out in 150 ms', async () => {
    expect(MODAL_FADE_MS).toBe(150);
    const { rerender } = renderModal();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAttribute('data-state', 'open');
    const closedAt = Date.now();
    rerender(<ConfirmModal open={false} title="t" confirmLabel="ok" onConfirm={jest.fn()} />);
    expect(dialog).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(MODAL_FADE_MS - 10);
  });
});
