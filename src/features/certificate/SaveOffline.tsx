import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { CertificateApplication } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { selectAuthUserId } from '../../identity/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { FormAlert } from '../../ui/FormAlert';
import { NativeCheckbox } from '../../ui/NativeCheckbox';
import {
  deleteSavedCertificate,
  watchSavedCertificate,
  readSavedCertificate,
  saveCertificate,
  savedCopyOf,
} from './saved-certificate';

/**
 * The member's choice to keep this certificate on the device for use without a connection. Ticked: what the screen
 * shows is saved (and saved again each time the screen shows it, so the copy follows the server); cleared: deleted.
 */
export const SaveOffline = ({ application }: { application: CertificateApplication }) => {
  const sub = useAppSelector(selectAuthUserId);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void readSavedCertificate(sub).then(async (copy) => {
      if (!current || !copy || !sub) return;
      await saveCertificate(savedCopyOf(sub, application)).catch(() => undefined);
      if (current) setSaved(true);
    });
    return () => {
      current = false;
    };
  }, [sub, application]);
  useEffect(() => watchSavedCertificate(() => setSaved(false)), []);
  const choose = async (keep: boolean) => {
    setFailed(false);
    setSaved(keep && Boolean(sub));
    if (!keep || !sub) {
      deleteSavedCertificate();
      return;
    }
    try {
      await saveCertificate(savedCopyOf(sub, application));
    } catch {
      setSaved(false);
      setFailed(true);
    }
  };
  return (
    <>
      <NativeCheckbox
        checked={saved}
        onChange={(event) => void choose(event.currentTarget.checked)}
        aria-describedby="save-offline-note"
      >
        {ja.certificate.saveOffline}
      </NativeCheckbox>
      <Text id="save-offline-note" fontSize="sm" color="gray.600" mt="1" mb="4">
        {ja.certificate.saveOfflineNote}
      </Text>
      {failed ? <FormAlert>{ja.certificate.saveFailed}</FormAlert> : null}
    </>
  );
};
