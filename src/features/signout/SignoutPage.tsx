import { HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { endSession } from '../../identity/end-session';
import { pathFor } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { PageHeading } from '../../ui/PageHeading';
import '../../i18n/screens/signout';

export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Always ends the session in this browser, also when the identity service cannot be reached (./end-session).
  const confirm = async () => {
    setBusy(true);
    await dispatch(endSession());
    navigate(pathFor('Signin'), { replace: true });
  };
  return (
    <>
      <PageHeading>{ja.signout.question}</PageHeading>
      <HStack gap="4">
        <BusyButton busy={busy} onClick={confirm}>
          {ja.shell.logout}
        </BusyButton>
        <BusyButton variant="outline" disabled={busy} onClick={() => navigate(-1)}>
          {ja.common.back}
        </BusyButton>
      </HStack>
    </>
  );
};
