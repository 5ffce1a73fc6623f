import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { renderWithProviders } from '../../../mocks/render';
import UserMenu from './UserMenu';

const Location = () => <output data-testid="location">{useLocation().pathname}</output>;

const setup = () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <button type="button">before</button>
      <UserMenu label="Yamada Taro" />
      <button type="button">after</button>
      <Location />
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Yamada Taro' });
  const openMenu = () => screen.queryByRole('menu', { name: 'Yamada Taro' });
  const item = (name: string) => screen.getByRole('menuitem', { name });
  const location = () => screen.getByTestId('location').textContent;
  return { user, trigger, openMenu, item, location };
};

describe('UserMenu (menu button)', () => {
  it('is a closed menu button; open, it controls the menu labelled by it (no reference to a hidden menu)', async () => {
    const { user, trigger, openMenu } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(openMenu()).toBeNull();
    expect(screen.queryByRole('menuitem')).toBeNull();
    await user.click(trigger);
    const controlled = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(controlled).toHaveAttribute('role', 'menu');
    expect(controlled).toHaveAttribute('aria-labelledby', trigger.id);
    expect(controlled).toBeVisible();
  });

  it('Enter opens it on the first item; the arrows move focus and wrap; Home and End go to the ends', async () => {
    const { user, trigger, openMenu, item } = setup();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openMenu()).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((element) => element.textContent)).toEqual([
      ja.shell.settings,
      ja.shell.logout,
    ]);
    expect(item(ja.shell.settings)).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(item(ja.shell.logout)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item(ja.shell.settings)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item(ja.shell.logout)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item(ja.shell.settings)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item(ja.shell.logout)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item(ja.shell.settings)).toHaveFocus();
  });

  it('ArrowDown opens it on the first item, ArrowUp on the last, Space on the first', async () => {
    const { user, trigger, openMenu, item } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(openMenu()).toBeVisible();
    expect(item(ja.shell.settings)).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowUp}');
    expect(openMenu()).toBeVisible();
    expect(item(ja.shell.logout)).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard(' ');
    expect(openMenu()).toBeVisible();
    expect(item(ja.shell.settings)).toHaveFocus();
  });

  it('Escape closes it and gives the focus back to the button, without navigating', async () => {
    const { user, trigger, openMenu, location } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(openMenu()).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(location()).toBe('/');
  });

  it('Tab closes it and moves on past the button', async () => {
    const { user, trigger, openMenu } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(openMenu()).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('a click outside closes it, and the focus stays where the member clicked', async () => {
    const { user, trigger, openMenu, location } = setup();
    await user.click(trigger);
    expect(openMenu()).toBeVisible();
    const before = screen.getByRole('button', { name: 'before' });
    await user.click(before);
    expect(openMenu()).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(before).toHaveFocus();
    expect(location()).toBe('/');
  });

  it('Enter on 設定 goes to the settings page, closes the menu and puts the focus back on the button', async () => {
    const { user, trigger, openMenu, location } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/account/settings');
    expect(openMenu()).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('Space on ログアウト goes to the sign-out page', async () => {
    const { user, trigger, openMenu, location } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(location()).toBe('/account/signout');
    expect(openMenu()).toBeNull();
  });

  it('with the mouse: the button toggles the menu, hovering moves the focus, a click on an item navigates', async () => {
    const { user, trigger, openMenu, item, location } = setup();
    await user.click(trigger);
    expect(openMenu()).toBeVisible();
    await user.click(trigger);
    expect(openMenu()).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    await user.hover(item(ja.shell.logout));
    expect(item(ja.shell.logout)).toHaveFocus();
    await user.click(item(ja.shell.logout));
    expect(location()).toBe('/account/signout');
    expect(openMenu()).toBeNull();

    await user.click(trigger);
    await user.click(item(ja.shell.settings));
    expect(location()).toBe('/account/settings');
    expect(openMenu()).toBeNull();
  });
});
