import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { mayHaveSucceededMessage } from '../../identity/errors';
import { passkeyRegistrationErrorMessage } from './passkey-registration-errors';
import {
  deletePasskey,
  listPasskeys,
  passkeyProofIsFresh,
  registerPasskey,
  type Passkey,
} from '../../identity/passkey-calls';
import { passkeysSupported } from '../../identity/passkey-support';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { FormAlert } from '../../ui/FormAlert';
import { toLongDate } from '../../ui/long-date';
import { CardNotice, type CardNoticeText } from './CardNotice';
import { PasskeyProofForm } from './PasskeyProofForm';
import { RemoveAllPasskeys } from './RemoveAllPasskeys';
import { SignOutEverywhere } from './SignOutEverywhere';
import '../../i18n/screens/settings';

const REGISTER_BUTTON_ID = 'settings-register-passkey';

const typeLabel = (passkey: Passkey) =>
  passkey.attachment === 'platform'
    ? ja.settings.passkeys.typePlatform
    : passkey.attachment === 'cross-platform'
      ? ja.settings.passkeys.typeCrossPlatform
      : ja.settings.passkeys.typeUnknown;

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; passkeys: Passkey[] };

/** The member's passkeys; shown only where the browser can use them (secure context, WebAuthn). */
export const PasskeysSection = () => {
  const [supported] = useState(passkeysSupported);
  return supported ? <Passkeys /> : null;
};

const Passkeys = () => {
  const dispatch = useAppDispatch();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [registering, setRegistering] = useState(false);
  const [proving, setProving] = useState(false);
  const [deleting, setDeleting] = useState<Passkey>();
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [notice, setNotice] = useState<CardNoticeText>();
  const [removed, setRemoved] = useState(false);

  const load = useCallback(async () => {
    setList({ status: 'loading' });
    const result = await dispatch(listPasskeys());
    setList(
      listPasskeys.fulfilled.match(result) ? { status: 'loaded', passkeys: result.payload } : { status: 'failed' },
    );
  }, [dispatch]);

  useEffect(() => {
    void load();
  }, [load]);

  // A passkey is added only after a fresh proof (the password, and the SMS code with two-step on), asked here.
  const register = async () => {
    setNotice(undefined);
    if (!(await passkeyProofIsFresh())) {
      setProving(true);
      return;
    }
    await ceremony();
  };

  const ceremony = async () => {
    setProving(false);
    setRegistering(true);
    const result = await dispatch(registerPasskey());
    setRegistering(false);
    if (registerPasskey.fulfilled.match(result)) {
      setNotice({ status: 'success', text: ja.settings.passkeys.registered });
      await load();
    } else {
      setNotice({
        status: 'error',
        text: result.payload ? passkeyRegistrationErrorMessage(result.payload) : ja.settings.passkeys.registerFailed,
      });
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const result = await dispatch(deletePasskey(deleting.id));
    setDeleteBusy(false);
    setDeleting(undefined);
    if (deletePasskey.fulfilled.match(result)) setRemoved(true);
    if (deletePasskey.fulfilled.match(result)) setNotice({ status: 'success', text: ja.settings.passkeys.deleted });
    else
      setNotice({
        status: 'error',
        text: mayHaveSucceededMessage(result.payload) ?? ja.settings.passkeys.deleteFailed,
      });
    await load();
  };

  return (
    <Stack as="section" aria-labelledby="settings-passkeys-heading" gap="3" mt="6">
      <Heading as="h3" size="sm" id="settings-passkeys-heading">
        {ja.settings.passkeys.heading}
      </Heading>
      <Text>{ja.settings.passkeys.lead}</Text>
      <Text textStyle="sm" color="gray.700">
        {ja.settings.passkeys.smsNote}
      </Text>
      <CardNotice notice={notice} />
      {removed ? <SignOutEverywhere offer /> : null}
      {list.status === 'failed' ? (
        <FormAlert>
          <Text>{ja.settings.passkeys.listFailed}</Text>
          <BusyButton size="sm" variant="outline" mt="2" onClick={() => void load()}>
            {ja.settings.passkeys.retry}
          </BusyButton>
        </FormAlert>
      ) : list.status === 'loaded' && list.passkeys.length === 0 ? (
        <Text>{ja.settings.passkeys.none}</Text>
      ) : list.status === 'loaded' ? (
        <List.Root aria-label={ja.settings.passkeys.listLabel} gap="2" listStyle="none" ps="0">
          {list.passkeys.map((passkey) => {
            const date = toLongDate(passkey.createdAt) ?? '';
            return (
              <List.Item
                key={passkey.id}
                display="flex"
                flexWrap="wrap"
                gap="3"
                alignItems="center"
                borderWidth="1px"
                rounded="l2"
                p="3"
              >
                <Stack gap="0" flex="1" minW="40">
                  <Text fontWeight="medium">{passkey.name}</Text>
                  <Text textStyle="sm">{typeLabel(passkey)}</Text>
                  {date ? <Text textStyle="sm">{format(ja.settings.passkeys.createdAt, { date })}</Text> : null}
                </Stack>
                <BusyButton
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={format(ja.settings.passkeys.deleteLabel, { name: passkey.name, date })}
                  onClick={() => setDeleting(passkey)}
                >
                  {ja.settings.passkeys.delete}
                </BusyButton>
              </List.Item>
            );
          })}
        </List.Root>
      ) : null}
      {proving ? (
        <PasskeyProofForm
          onProven={() => void ceremony()}
          onCancel={() => {
            setProving(false);
            setTimeout(() => document.getElementById(REGISTER_BUTTON_ID)?.focus());
          }}
        />
      ) : null}
      <BusyButton
        id={REGISTER_BUTTON_ID}
        size="sm"
        alignSelf="flex-start"
        busy={registering}
        disabled={proving}
        onClick={() => void register()}
      >
        {ja.settings.passkeys.register}
      </BusyButton>
      {list.status === 'loaded' && list.passkeys.length > 0 ? (
        <RemoveAllPasskeys
          onDone={(removedAll) => {
            setNotice(
              removedAll
                ? { status: 'success', text: ja.settings.passkeys.removedAll }
                : { status: 'error', text: ja.settings.passkeys.removeAllFailed },
            );
            void load();
          }}
        />
      ) : null}
      <ConfirmModal
        open={deleting !== undefined}
        title={ja.settings.passkeys.deleteConfirm}
        confirmLabel={ja.settings.passkeys.delete}
        cancelLabel={ja.common.cancel}
        busy={deleteBusy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(undefined)}
        // The deleted passkey's button is gone: focus goes to the register button.
        focusAfterClose={() => document.getElementById(REGISTER_BUTTON_ID)}
      >
        <Text>{ja.settings.passkeys.deleteConfirmNote}</Text>
      </ConfirmModal>
    </Stack>
  );
};
