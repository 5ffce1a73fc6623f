import { Text } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/settings';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { SettingsCard } from './SettingsCard';

/** Shown only when the checkup plan is offered but its signup is not complete. */
export const CheckupCard = () => (
  <SettingsCard title={ja.settings.checkupHeading}>
    <Text mb="3">{ja.settings.firstRegistrationIncomplete}</Text>
    <AppLink to={pathFor('MyKenshinSignin')}>{ja.settings.toCheckupRegistration}</AppLink>
  </SettingsCard>
);
