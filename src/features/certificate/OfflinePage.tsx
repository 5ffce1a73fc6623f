import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/certificate';
import { format } from '../../i18n/format';
import { endSession } from '../../identity/end-session';
import { formatJapaneseDate, remaining, toDate } from '../../lib/countdown';
import { pathFor } from '../../routing/route-names';
import { useAppDispatch } from '../../store/hooks';
import { BusyButton } from '../../ui/BusyButton';
import { CertificateExpiry } from './CertificateExpiry';
import { MemberCard } from './MemberCard';
import {
  watchSavedCertificate,
  readSavedCertificate,
  sessionMemberOf,
  type SavedCertificate,
} from './saved-certificate';

const timeOf = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

const SavedCopy = ({ copy }: { copy: SavedCertificate }) => {
  const savedAt = new Date(copy.savedAt);
  return (
    <Box as="section" aria-labelledby="saved-copy-heading" mt="8">
      <Heading as="h2" size="lg" mb="2" id="saved-copy-heading">
        {ja.certificate.savedCopy}
      </Heading>
      <Text fontWeight="bold" mb="4" data-testid="saved-at">
        {format(ja.certificate.savedAt, { date: formatJapaneseDate(savedAt), time: timeOf(savedAt) })}
      </Text>
      <CertificateExpiry expiredAt={copy.expiredAt} />
      <Stack gap="4">
        {copy.members.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </Stack>
    </Box>
  );
};

/** The copy's read started before the screen renders (`prepareOfflineScreen`), for the member it was started for. */
interface PreparedRead {
  sub: string | undefined;
  read: Promise<SavedCertificate | null>;
  value?: SavedCertificate | null;
}
let prepared: PreparedRead | undefined;
const PREPARED_READ_KEPT_MS = 5000;

/** The saved copy of the member `sub`, or null. */
const readCopy = (sub: string | undefined) => readSavedCertificate(sub).then((saved) => saved ?? null);

/**
 * Starts reading the saved copy as soon as the offline screen is known to come, so its first render can show it. A
 * fresh read each time: an earlier one may have seen a copy deleted since. One not taken within a few seconds (the
 * connection came back first) is dropped, so no copy stays in the tab's memory.
 */
export const prepareOfflineScreen = (): Promise<unknown> => {
  const sub = sessionMemberOf();
  const entry: PreparedRead = { sub, read: readCopy(sub) };
  prepared = entry;
  setTimeout(() => {
    if (prepared === entry) prepared = undefined;
  }, PREPARED_READ_KEPT_MS);
  return entry.read.then((value) => {
    entry.value = value;
  });
};

/** The prepared read, once, when it is the current session's member's; else a read of its own. */
const takePreparedRead = (): PreparedRead => {
  const sub = sessionMemberOf();
  const entry = prepared && prepared.sub === sub ? prepared : undefined;
  prepared = undefined;
  return entry ?? { sub, read: readCopy(sub) };
};

/**
 * A signed-in page opened without a connection: it says so, and shows the certificate the member saved on this
 * device, when the session in this browser's cookies is the member's who saved it. Nothing else of the member is
 * shown. Once the connection is back the page is asked for again. Signing out works here too: the session ends
 * in this browser without the identity service, and the copy goes with it.
 */
export const Component = () => {
  const [read] = useState(takePreparedRead);
  const [copy, setCopy] = useState<SavedCertificate | null | undefined>(read.value);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await dispatch(endSession());
    await navigate(pathFor('Signin'), { replace: true });
  };
  useEffect(() => {
    document.title = `${ja.certificate.offlineTitle} | ${ja.shell.brand}`;
    let current = true;
    void read.read.then((saved) => {
      if (current) setCopy(saved);
    });
    // A copy deleted at its expiry stays under the expired modal, as online; any other deletion takes it away.
    const stop = watchSavedCertificate(() =>
      setCopy((shown) => (shown && remaining(toDate(shown.expiredAt), new Date()).expired ? shown : null)),
    );
    return () => {
      current = false;
      stop();
    };
  }, [read]);
  useEffect(() => {
    // The page is asked for again: a navigation runs its checks afresh (a revalidation would keep the route's error).
    const back = () =>
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: location.state });
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [navigate, location]);
  return (
    <Container as="main" maxW="3xl" py="8">
      <Heading as="h1" size="xl" mb="4">
        {ja.certificate.offlineTitle}
      </Heading>
      <Text>{ja.certificate.offlineLead}</Text>
      {copy ? <SavedCopy copy={copy} /> : null}
      {copy === null ? <Text mt="4">{ja.certificate.noSavedCopy}</Text> : null}
      <BusyButton mt="8" variant="outline" busy={signingOut} onClick={() => void signOut()}>
        {ja.shell.logout}
      </BusyButton>
    </Container>
  );
};
