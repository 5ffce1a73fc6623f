import { Box, Container, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { matchPath, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import {
  connectionNoticeSet,
  selectAuthStatus,
  selectConnectionNotice,
  selectSignInFollowUp,
} from '../../identity/auth-slice';
import { endSession } from '../../identity/end-session';
import { pathFor, routePaths } from '../../routing/route-names';
import { BusyButton } from '../../ui/BusyButton';
import { PRERENDERED_ATTRIBUTE } from '../../lib/page-attributes';
import { loadChunk } from '../../lib/loading';
import { isSignedInRoute, titleOf, type RouteName } from '../../routing/routes';
import { Footer } from './Footer';
import { FormAlert } from '../../ui/FormAlert';
import { Header } from './Header';
import { ScenarioSwitcher } from './ScenarioSwitcher';

export interface RouteHandle {
  name: RouteName;
}

const useRouteName = () =>
  [...useMatches()]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.name)
    .find(Boolean);

/**
 * A member whose sign-in was just accepted: the list's frame shows at once while the guards read the member, instead
 * of the sign-in form standing still. A guard that sends the member elsewhere ends it.
 */
const useSigninToServiceList = () => {
  const navigation = useNavigation();
  const from = useRouteName();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  return (
    signedIn &&
    navigation.state === 'loading' &&
    matchPath(routePaths.AccountHome, navigation.location.pathname) !== null &&
    !(from && isSignedInRoute(from))
  );
};

/** The frame's code, a chunk of its own out of /signin's load; a failed fetch is tried again next time. */
let frameLoaded: ComponentType | undefined;
export const loadServiceListFrame = () =>
  loadChunk('serviceFrame').then(({ ServiceListFrame }) => (frameLoaded = ServiceListFrame));

const useServiceListFrame = (wanted: boolean) => {
  const [Frame, setFrame] = useState(() => frameLoaded);
  useEffect(() => {
    if (!wanted || Frame) return;
    let live = true;
    loadServiceListFrame().then(
      (loaded) => live && setFrame(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, Frame]);
  return wanted ? Frame : undefined;
};

/** Sets the page title from the deepest named route and moves focus to the new page's heading. */
const useRouteTitleAndFocus = () => {
  const location = useLocation();
  const name = useRouteName();
  useEffect(() => {
    document.title = name ? `${ja.titles[titleOf(name)]} | ${ja.shell.brand}` : ja.shell.brand;
  }, [name]);
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    // The first page may be in use already (a prerendered form the member types into): focus stays where the member
    // put it; every later navigation moves it to the new heading.
    if (
      first &&
      (document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ||
        (document.activeElement && document.activeElement !== document.body))
    )
      return;
    const heading = document.querySelector<HTMLElement>('[data-page-heading]');
    heading?.focus({ preventScroll: true });
  }, [location.pathname]);
};

/** A token refresh that failed for a blip: the member stays and is told; the next action refreshes again. */
const ConnectionNotice = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const shown = useAppSelector(selectConnectionNotice);
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const current = useRef(shown);
  current.current = shown;
  // The next page hides a blip's message; a lasting one stays until a refresh works or the session ends.
  useEffect(() => {
    if (current.current === 'blip') dispatch(connectionNoticeSet(false));
  }, [dispatch, pathname]);
  if (!shown) return null;
  if (shown === 'blip') return <FormAlert>{ja.errors.communication}</FormAlert>;
  // The session ends in this browser whatever the identity service answers.
  const signInAgain = async () => {
    setBusy(true);
    await dispatch(endSession());
    setBusy(false);
    navigate(pathFor('Signin'), { replace: true });
  };
  return (
    <FormAlert>
      <Text mb="2">{ja.errors.connectionPersists}</Text>
      <BusyButton size="sm" busy={busy} onClick={signInAgain}>
        {ja.errors.toSignin}
      </BusyButton>
    </FormAlert>
  );
};

/** What a sign-in tells the member (./SignInFollowUp), its code fetched only after a sign-in. */
const SignInFollowUpSlot = () => {
  const wanted = useAppSelector(selectSignInFollowUp) !== undefined;
  const [FollowUp, setFollowUp] = useState<ComponentType>();
  useEffect(() => {
    if (!wanted || FollowUp) return;
    loadChunk('signInFollowUp').then(
      ({ SignInFollowUp }) => setFollowUp(() => SignInFollowUp),
      () => undefined,
    );
  }, [wanted, FollowUp]);
  return wanted && FollowUp ? <FollowUp /> : null;
};

export const AppLayout = () => {
  useRouteTitleAndFocus();
  const Frame = useServiceListFrame(useSigninToServiceList());
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <a href="#main" className="skip-link">
        {ja.shell.skipToContent}
      </a>
      <Header />
      <Container as="main" id="main" maxW="3xl" py="8" flex="1">
        <ConnectionNotice />
        <SignInFollowUpSlot />
        {Frame ? <Frame /> : <Outlet />}
      </Container>
      <Footer />
      <ScenarioSwitcher />
    </Box>
  );
};
