import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { selectCurrentUserEmail } from '../../identity/current-user-slice';
import { endSession } from '../../identity/end-session';
import { BusyButton } from '../../ui/BusyButton';

/** An existing session: continue with it, or sign out and sign in with another account. */
export const ChooseAccount = ({ onContinue }: { onContinue: () => void }) => {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectCurrentUserEmail);
  const [busy, setBusy] = useState(false);
  // Ends the session in this browser whatever the identity service answers; the sign-in form follows.
  const signInWithAnother = async () => {
    setBusy(true);
    await dispatch(endSession());
    setBusy(false);
  };
  return (
    <Stack gap="4">
      <Text as="h2" fontWeight="bold" fontSize="lg">
        {ja.signin.chooseAccount}
      </Text>
      {email ? <Text>{format(ja.signin.signedInAs, { email })}</Text> : null}
      <BusyButton onClick={onContinue}>{ja.signin.continueWithAccount}</BusyButton>
      <BusyButton variant="outline" busy={busy} onClick={signInWithAnother}>
        {ja.signin.signInWithAnother}
      </BusyButton>
    </Stack>
  );
};
