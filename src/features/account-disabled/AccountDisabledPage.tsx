import { List, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { pendingEmailSet, selectPendingEmail } from '../../identity/auth-slice';
import { selectCurrentUserEmail } from '../../identity/current-user-slice';
import { endDisabledSession } from '../../identity/disabled-session';
import { endSession } from '../../identity/end-session';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { PageHeading } from '../../ui/PageHeading';

/**
 * Invalid membership: the session ends as the screen opens; only the address it shows is kept, in memory (from the ID
 * token when the member was never loaded).
 */
export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pendingEmail = useAppSelector(selectPendingEmail);
  const userEmail = useAppSelector(selectCurrentUserEmail);
  const email = pendingEmail ?? userEmail;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void dispatch(endDisabledSession());
  }, [dispatch]);
  const toSignin = async () => {
    setBusy(true);
    await dispatch(endSession({ sessionIsOver: true }));
    dispatch(pendingEmailSet(undefined));
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
