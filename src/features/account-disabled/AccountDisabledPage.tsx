import { List, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { selectPendingEmail } from '../../identity/auth-slice';
import { selectCurrentUserEmail } from '../../identity/current-user-slice';
import { endSession } from '../../identity/end-session';
import { sessionEmail } from '../../identity/session-email';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { PageHeading } from '../../ui/PageHeading';

/** Invalid membership: the reasons, and a way back that signs out first. */
export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userEmail = useAppSelector(selectCurrentUserEmail);
  const pendingEmail = useAppSelector(selectPendingEmail);
  const knownEmail = userEmail ?? pendingEmail;
  const [tokenEmail, setTokenEmail] = useState<string>();
  const email = knownEmail ?? tokenEmail;
  const [busy, setBusy] = useState(false);
  // Disabled since the page was loaded: the member was never loaded, but the ID token still names the address.
  useEffect(() => {
    if (knownEmail) return undefined;
    let current = true;
    void sessionEmail().then((found) => {
      if (current) setTokenEmail(found);
    });
    return () => {
      current = false;
    };
  }, [knownEmail]);
  const toSignin = async () => {
    setBusy(true);
    await dispatch(endSession({ sessionIsOver: true }));
    navigate(pathFor('Signin'), { replace: true });
  };
  return (
    <>
      <PageHeading>{ja.disabled.heading}</PageHeading>
      {email ? <Text mb="4">{format(ja.disabled.emailLine, { email })}</Text> : null}
      <Text mb="2">{ja.disabled.message}</Text>
      <List.Root ps="5" mb="6">
        {ja.disabled.reasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List.Root>
      <BusyButton busy={busy} onClick={toSignin}>
        {ja.disabled.toSignin}
      </BusyButton>
    </>
  );
};
