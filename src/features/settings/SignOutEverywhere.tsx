import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/settings';
import { signOutEverywhere } from '../../identity/sign-out-everywhere';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';

/**
 * 他の端末からもログアウト, with a confirmation. `offer`: worded as the suggestion made after a password change or a
 * passkey removal. This browser's session ends whatever the service answers; Signin says what it did.
 */
export const SignOutEverywhere = ({ offer = false }: { offer?: boolean }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const result = await dispatch(signOutEverywhere());
    const outcome = signOutEverywhere.fulfilled.match(result) ? result.payload : 'unknown';
    navigate(pathFor('Signin'), { replace: true, state: { signedOutEverywhere: outcome } });
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
        onCancel={() => setConfirming(false)}
      >
        <Text>{ja.settings.signOutEverywhereConfirmNote}</Text>
      </ConfirmModal>
    </Stack>
  );
};
