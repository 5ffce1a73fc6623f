import { Box, chakra, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useGetOtcAccountQuery, useUpdateEmailMarketingConsentMutation } from '../../api';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/settings';
import { toErrorMessage } from '../../lib/error-message';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { FormAlert } from '../../ui/FormAlert';
import { SettingsCard } from './SettingsCard';
import { CardNotice, type CardNoticeText } from './CardNotice';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

const FirstRegistrationNotice = () => (
  <>
    <Text mb="3">{ja.settings.firstRegistrationIncomplete}</Text>
    <AppLink to={pathFor('OtcSignin')}>{ja.settings.toFirstRegistration}</AppLink>
  </>
);

/** The shop's marketing e-mail switch, saved as it is flipped; without a shop account, /account/otc instead. */
export const ShopCard = ({ signupCompleted }: { signupCompleted: boolean }) => {
  const account = useGetOtcAccountQuery(undefined, { skip: !signupCompleted });
  const [updateConsent, update] = useUpdateEmailMarketingConsentMutation();
  const [notice, setNotice] = useState<CardNoticeText>();
  // The choice being saved; the stored value shows again once the save ends (refetched, or unchanged on failure).
  const [pending, setPending] = useState<boolean>();
  const checked = pending ?? account.data?.email_marketing_consent ?? false;
  const save = async (consent: boolean) => {
    setNotice(undefined);
    setPending(consent);
    const result = await updateConsent({ emailMarketingConsentRequest: { email_marketing_consent: consent } });
    setNotice(
      'error' in result
        ? { status: 'error', text: `${ja.settings.marketingFailed}\n${toErrorMessage(result.error)}` }
        : { status: 'success', text: ja.settings.marketingSaved },
    );
    setPending(undefined);
  };

  let body;
  if (!signupCompleted || isNotFound(account.error)) body = <FirstRegistrationNotice />;
  else if (account.error) body = <FormAlert>{toErrorMessage(account.error)}</FormAlert>;
  else if (!account.data) {
    body = (
      <Box height="8" display="flex" alignItems="center" role="status" aria-label={ja.common.loading}>
        <Spinner size="sm" color="fg.muted" />
      </Box>
    );
  } else {
    body = (
      <>
        <Text id="marketing-email-label" fontWeight="bold" mb="2">
          {ja.settings.marketingEmail}
        </Text>
        <chakra.label
          display="inline-flex"
          alignItems="center"
          gap="3"
          cursor={update.isLoading ? 'not-allowed' : 'pointer'}
        >
          {/* A native checkbox drawn as a switch; aria-disabled while it saves, so keyboard focus stays on it. */}
          <chakra.input
            type="checkbox"
            checked={checked}
            aria-busy={update.isLoading || undefined}
            aria-disabled={update.isLoading || undefined}
            aria-describedby="marketing-email-label"
            onChange={(event) => {
              if (!update.isLoading) void save(event.currentTarget.checked);
            }}
            appearance="none"
            position="relative"
            flexShrink={0}
            w="9"
            h="5"
            rounded="full"
            bg="gray.500"
            cursor="inherit"
            transition="background 0.15s"
            _checked={{ bg: 'blue.600' }}
            _disabled={{ opacity: 0.5 }}
            _before={{
              content: '""',
              position: 'absolute',
              top: '2px',
              left: '2px',
              boxSize: '4',
              rounded: 'full',
              bg: 'white',
              transition: 'transform 0.15s',
            }}
            css={{ '&:checked::before': { transform: 'translateX(16px)' } }}
          />
          <span>{checked ? ja.settings.send : ja.settings.doNotSend}</span>
        </chakra.label>
      </>
    );
  }

  return (
    <SettingsCard title={ja.settings.shopHeading}>
      <CardNotice notice={notice} />
      {body}
    </SettingsCard>
  );
};
