import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/settings';
import { deleteAllPasskeys } from '../../identity/passkey-calls';
import { signOutEverywhere } from '../../identity/sign-out-everywhere';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { FormAlert } from '../../ui/FormAlert';
import { NativeCheckbox } from '../../ui/NativeCheckbox';

/**
 * 他の端末からもログアウト, with a confirmation that also offers to remove every passkey first (a passkey signs in
 * without the password, so signing out alone would not lock out whoever added one). `offer`: worded as the
 * suggestion made after a password change or a passkey removal. This browser's session ends whatever the service
 * answers; Signin says what it did. A removal that failed stops here, so the member decides again.
 */
export const SignOutEverywhere = ({ offer = false }: { offer?: boolean }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const [failure, setFailure] = useState<string>();
  const signOut = async () => {
    setBusy(true);
    setFailure(undefined);
    if (removePasskeys && !deleteAllPasskeys.fulfilled.match(await dispatch(deleteAllPasskeys()))) {
      setBusy(false);
      setFailure(ja.settings.passkeys.removeAllFailed);
      return;
    }
    const result = await dispatch(signOutEverywhere());
    const outcome = signOutEverywhere.fulfilled.match(result) ? result.payload : 'unknown';
    navigate(pathFor('Signin'), {
      replace: true,
      state: { signedOutEverywhere: outcome, passkeysRemoved: removePasskeys },
    });
  };
  return (
    <Stack gap="2" align="start">
      <Text>{offer ? ja.settings.signOutEverywhereOffer : ja.settings.signOutEverywhereNote}</Text>
      <BusyButton size="sm" variant="outline" onClick={() => setConfirming(true)}>
        {ja.settings.signOutEverywhere}
      </BusyButton>
      <ConfirmModal
        open={confirming}
        title={ja.settings.signOutEverywhereConfirm}
        confirmLabel={ja.settings.signOutEverywhereSubmit}
        cancelLabel={ja.common.cancel}
        busy={busy}
        onConfirm={() => void signOut()}
        onCancel={() => {
          setConfirming(false);
          setFailure(undefined);
        }}
      >
        <Stack gap="3">
          <Text>{ja.settings.signOutEverywhereConfirmNote}</Text>
          <NativeCheckbox
            checked={removePasskeys}
            onChange={(event) => setRemovePasskeys(event.target.checked)}
            disabled={busy}
          >
            {ja.settings.signOutEverywhereRemovePasskeys}
          </NativeCheckbox>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
        </Stack>
      </ConfirmModal>
    </Stack>
  );
};
