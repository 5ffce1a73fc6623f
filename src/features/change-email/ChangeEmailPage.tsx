import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { currentEnvironment } from '../../config/env';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/change-email';
import { selectCurrentUserEmail } from '../../identity/current-user-slice';
import { requireCurrentUser } from '../../routing/require-current-user';
import { pathFor } from '../../routing/route-names';
import { useOriginatingService } from '../../routing/use-originating-service';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { PageHeading } from '../../ui/PageHeading';
import { ConfirmStep } from './ConfirmStep';
import { RequestStep } from './RequestStep';

export const pageLoader = requireCurrentUser;

type Step =
  { step: 'request' } | { step: 'confirm'; oldEmail: string; newEmail: string } | { step: 'done'; newEmail: string };

/** Change e-mail in two steps (spec sections 2, 4, 5, 8), ending in the success modal. */
export const Component = () => {
  const navigate = useNavigate();
  const { service } = useOriginatingService();
  const currentEmail = useAppSelector(selectCurrentUserEmail) ?? '';
  const [state, setState] = useState<Step>({ step: 'request' });

  const leave = () => {
    // From the checkup plan the member goes back to its my page, outside this site.
    if (service === 'my-kenshin') window.location.assign(currentEnvironment.external.checkupMyPageUrl);
    else navigate(pathFor('AccountSettings'));
  };

  return (
    <>
      {/* A new step moves focus to the heading (the control that had it is gone); the done modal takes focus itself. */}
      <PageHeading focusKey={state.step === 'done' ? undefined : state.step}>{ja.changeEmail.heading}</PageHeading>
      {state.step === 'request' ? (
        <RequestStep
          currentEmail={currentEmail}
          onRequested={(newEmail) => setState({ step: 'confirm', oldEmail: currentEmail, newEmail })}
        />
      ) : state.step === 'confirm' ? (
        <ConfirmStep
          oldEmail={state.oldEmail}
          newEmail={state.newEmail}
          onChanged={() => setState({ step: 'done', newEmail: state.newEmail })}
          onStartOver={() => setState({ step: 'request' })}
        />
      ) : null}
      <ConfirmModal
        open={state.step === 'done'}
        title={ja.changeEmail.successTitle}
        confirmLabel={service === 'my-kenshin' ? ja.changeEmail.toMyKenshin : ja.changeEmail.backToSettings}
        onConfirm={leave}
      >
        <Text fontWeight="bold" mb="2">
          {ja.changeEmail.success}
        </Text>
        {state.step === 'done' ? (
          <Text wordBreak="break-all">{format(ja.changeEmail.changeDone, { email: state.newEmail })}</Text>
        ) : null}
      </ConfirmModal>
    </>
  );
};
