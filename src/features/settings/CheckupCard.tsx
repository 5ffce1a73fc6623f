import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { SettingsCard } from './SettingsCard';

/** Shown only when the checkup plan is offered but its signup is not complete. */
export const CheckupCard = () => (
  <SettingsCard title={ja.settings.checkupHeading}>
    <Text mb="3">{ja.settings.firstRegistrationIncomplete}</Text>
    <Link asChild color="blue.700">
      <RouterLink to={pathFor('MyKenshinSignin')}>{ja.settings.toCheckupRegistration}</RouterLink>
    </Link>
  </SettingsCard>
);
