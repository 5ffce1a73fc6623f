import { Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ja } from '../i18n/ja';
import { pathFor } from '../routing/route-names';

/**
 * The signed-in member's menu (settings, logout). A lazy chunk of its own (see Header): Chakra's menu brings zag's
 * menu machine and floating-ui, which signed-out pages never need.
 */
const UserMenu = ({ label }: { label: string }) => {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={(details) => navigate(pathFor(details.value === 'signout' ? 'Signout' : 'AccountSettings'))}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="settings">{ja.shell.settings}</Menu.Item>
            <Menu.Item value="signout">{ja.shell.logout}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

export default UserMenu;
