import { chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/settings';
import { disableSmsMfa } from '../../identity/account-calls';
import { loadCurrentUser, type CurrentUser } from '../../identity/current-user';
import { toDomestic } from '../../lib/phone';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { mayHaveSucceededMessage } from '../../identity/errors';
import { PasskeysSection } from './PasskeysSection';
import { SignOutEverywhere } from './SignOutEverywhere';
import { SettingsCard, SettingsList, SettingsRow } from './SettingsCard';
import { CardNotice, type CardNoticeText } from './CardNotice';
import '../../i18n/screens/mfa';

/** E-mail, password, SMS two-step status and phone, each with its way to change (spec section 2, Settings). */
const ENABLE_SMS_LINK_ID = 'settings-enable-sms';

export const LoginInfoCard = ({ user }: { user: CurrentUser }) => {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [notice, setNotice] = useState<CardNoticeText>();
  // A password change comes back here offering to sign out everywhere.
  const offered = (useLocation().state as { offerSignOutEverywhere?: unknown } | null)?.offerSignOutEverywhere === true;
  // After SMS setup or a number change the member comes back here.
  const returnTo = { returnTo: 'AccountSettings' };

  const disable = async () => {
    setDisabling(true);
    const result = await dispatch(disableSmsMfa());
    if (disableSmsMfa.fulfilled.match(result)) {
      // The badge reads the MFA preference from the current user, so it is reloaded past its cache.
      await dispatch(loadCurrentUser({ forceRefresh: true }));
      setNotice({ status: 'success', text: ja.mfa.disabled });
    } else {
      setNotice({ status: 'error', text: mayHaveSucceededMessage(result.payload) ?? ja.mfa.disableFailed });
    }
    setDisabling(false);
    setConfirming(false);
  };

  return (
    <SettingsCard title={ja.settings.loginInfo}>
      <CardNotice notice={notice} />
      <SettingsList>
        <SettingsRow label={ja.settings.email}>
          <Text wordBreak="break-all">{user.email}</Text>
          <AppLink to={pathFor('ChangeEmail')}>{ja.settings.changeEmail}</AppLink>
        </SettingsRow>
        <SettingsRow label={ja.settings.password}>
          <Text>
            <VisuallyHidden>{ja.settings.passwordHidden}</VisuallyHidden>
            <span aria-hidden="true">{ja.common.maskedPassword}</span>
          </Text>
          <AppLink to={pathFor('ChangePassword')}>{ja.settings.changePassword}</AppLink>
        </SettingsRow>
        <SettingsRow label={ja.settings.smsAuthentication}>
          {/* Explicit dark shades: the palette's solid green is below AA contrast with white text. */}
          <chakra.span
            display="inline-flex"
            alignItems="center"
            bg={user.smsMfaEnabled ? 'green.700' : 'gray.600'}
            color="white"
            textStyle="xs"
            fontWeight="medium"
            px="2"
            minH="5"
            rounded="l2"
            whiteSpace="nowrap"
          >
            {user.smsMfaEnabled ? ja.settings.enabled : ja.settings.disabled}
          </chakra.span>
        </SettingsRow>
        <SettingsRow label={ja.settings.phoneNumber}>
          <Text>{user.phoneNumber ? toDomestic(user.phoneNumber) : ja.settings.notSet}</Text>
          {user.smsMfaEnabled ? (
            <>
              <AppLink to={pathFor('SmsReset', returnTo)}>{ja.settings.changePhone}</AppLink>
              <BusyButton size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                {ja.settings.disable}
              </BusyButton>
            </>
          ) : (
            <AppLink id={ENABLE_SMS_LINK_ID} to={pathFor('SmsSetup', returnTo)}>
              {ja.settings.enableSms}
            </AppLink>
          )}
        </SettingsRow>
      </SettingsList>
      <PasskeysSection />
      <SignOutEverywhere offer={offered} />
      <ConfirmModal
        open={confirming}
        title={ja.settings.disableConfirm}
        confirmLabel={ja.settings.disable}
        cancelLabel={ja.common.cancel}
        busy={disabling}
        onConfirm={() => void disable()}
        onCancel={() => setConfirming(false)}
        // After SMS is off, 解除 is gone: keyboard focus goes to the link that turns it on again.
        focusAfterClose={() => document.getElementById(ENABLE_SMS_LINK_ID)}
      />
    </SettingsCard>
  );
};
