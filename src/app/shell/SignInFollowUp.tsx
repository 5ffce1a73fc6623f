import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/account-notices';
import { format } from '../../i18n/format';
import { selectSignInFollowUp, signInFollowUpFound, signInFollowUpSet } from '../../identity/auth-slice';
import { selectMemberReadsSettled } from '../../identity/current-user-slice';
import { checkPasskeysAfterSignIn } from '../../identity/recent-passkeys';
import { contentPresented } from '../../lib/yield-to-paint';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { FormAlert } from '../../ui/FormAlert';
import { formatCalendarDate } from '../../i18n/dates';

/**
 * After a sign-in, above whichever page comes first: the passkeys added lately (one added by someone else is seen at
 * the member's next sign-in), and after a password reset the offer to remove every passkey. Shown until closed or the
 * session ends (the auth slice holds it). A failed check shows nothing: the passkeys are in settings, and a session
 * error is handled as everywhere.
 */
export const SignInFollowUp = () => {
  const dispatch = useAppDispatch();
  const followUp = useAppSelector(selectSignInFollowUp);
  // Asked once the page's reads have settled: an answer landing while the page renders would make React render the
  // page again from the start.
  const pageSettled = useAppSelector(selectMemberReadsSettled);
  const asked = useRef(false);
  useEffect(() => {
    if (!followUp || followUp.found || asked.current || !pageSettled) return undefined;
    let live = true;
    void contentPresented().then(() => {
      if (!live || asked.current) return;
      asked.current = true;
      void dispatch(checkPasskeysAfterSignIn()).then((result) =>
        dispatch(
          checkPasskeysAfterSignIn.fulfilled.match(result)
            ? signInFollowUpFound(result.payload)
            : signInFollowUpSet(undefined),
        ),
      );
    });
    return () => {
      live = false;
    };
  }, [dispatch, followUp, pageSettled]);
  const found = followUp?.found;
  if (!found) return null;
  const offerRemoval = followUp.afterPasswordReset && found.count > 0;
  if (!found.recent.length && !offerRemoval) return null;
  const texts = ja.accountNotices;
  return (
    <FormAlert status="warning">
      <Stack gap="2" align="start">
        {found.recent.length ? (
          <>
            <Text>{texts.passkeysAdded}</Text>
            <chakra.ul ps="5" listStyleType="disc">
              {found.recent.map((passkey) => (
                <li key={passkey.id}>
                  {format(texts.passkeyAddedOn, {
                    date: formatCalendarDate(new Date(passkey.createdAt ?? 0), 'long'),
                    name: passkey.name || texts.unnamedPasskey,
                  })}
                </li>
              ))}
            </chakra.ul>
            <Text>{texts.passkeysAddedNote}</Text>
          </>
        ) : null}
        {offerRemoval ? <Text>{texts.afterPasswordReset}</Text> : null}
        <AppLink to={pathFor('AccountSettings')}>{texts.toPasskeySettings}</AppLink>
        <Button size="sm" variant="outline" onClick={() => dispatch(signInFollowUpSet(undefined))}>
          {ja.common.close}
        </Button>
      </Stack>
    </FormAlert>
  );
};
