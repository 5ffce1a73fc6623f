import { Text } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/settings';
import type { CurrentUser } from '../../identity/current-user';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { toLongDate } from '../../ui/long-date';
import { SettingsCard, SettingsList, SettingsRow } from './SettingsCard';
import { memberDataLang } from '../../ui/mark-japanese';

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** Name, kana and birth date; the change link only when a name exists (spec section 2, Settings). */
export const UserInfoCard = ({ user }: { user: CurrentUser }) => {
  const name = user.name || joined(user.familyName, user.givenName);
  const kana = joined(user.familyNameKana, user.givenNameKana);
  return (
    <SettingsCard title={ja.settings.userInfo}>
      <SettingsList>
        <SettingsRow label={ja.settings.name}>
          <Text lang={memberDataLang(name)}>{name || ja.settings.notSet}</Text>
          {name ? <AppLink to={pathFor('ChangeUserInfo')}>{ja.settings.changeUserInfo}</AppLink> : null}
        </SettingsRow>
        <SettingsRow label={ja.settings.nameKana}>
          <Text lang={memberDataLang(kana)}>{kana || ja.settings.notSet}</Text>
        </SettingsRow>
        <SettingsRow label={ja.settings.birthdate}>
          <Text>{toLongDate(user.birthdate) ?? ja.settings.notSet}</Text>
        </SettingsRow>
      </SettingsList>
    </SettingsCard>
  );
};
