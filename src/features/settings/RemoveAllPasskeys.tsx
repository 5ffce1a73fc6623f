import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { deleteAllPasskeys } from '../../identity/passkey-calls';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';
import '../../i18n/screens/settings';

/**
 * 「登録済みのパスキーをすべて削除する」 with its confirmation: for a member who no longer trusts a device (after a
 * password reset, or beside "sign out everywhere"). `onDone` hears whether every passkey went.
 */
export const RemoveAllPasskeys = ({ onDone }: { onDone: (removedAll: boolean) => void }) => {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const result = await dispatch(deleteAllPasskeys());
    setBusy(false);
    setConfirming(false);
    onDone(deleteAllPasskeys.fulfilled.match(result));
  };
  return (
    <>
      <BusyButton
        size="sm"
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        onClick={() => setConfirming(true)}
      >
        {ja.settings.passkeys.removeAll}
      </BusyButton>
      <ConfirmModal
        open={confirming}
        title={ja.settings.passkeys.removeAllConfirm}
        confirmLabel={ja.settings.passkeys.removeAllConfirmButton}
        cancelLabel={ja.common.cancel}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <Text>{ja.settings.passkeys.removeAllConfirmNote}</Text>
      </ConfirmModal>
    </>
  );
};
