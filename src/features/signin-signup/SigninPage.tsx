import { Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { resendSignUpCode, signIn } from '../../identity/auth-calls';
import {
  pendingEmailSet,
  selectAuthStatus,
  selectSessionEndedNotice,
  signInFollowUpSet,
} from '../../identity/auth-slice';
import { completeSignIn } from '../../identity/complete-sign-in';
import { normalizeEmail } from '../../lib/email';
import { loadChunk } from '../../lib/loading';
import { signedIn, takePasskeyOutcome, takePasskeyPick } from '../../lib/passkey-pick';
import { yieldToPaint } from '../../lib/yield-to-paint';
import { classifyIdentityError } from '../../identity/errors';
import { pathFor } from '../../routing/route-names';
import { useOriginatingService } from '../../routing/use-originating-service';
import { AppLink } from '../../ui/AppLink';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';
import { ChooseAccount } from './ChooseAccount';
import { SigninForm, type SigninValues } from './SigninForm';

type View = 'signin' | 'confirmSignup' | 'sms';
type Steps = typeof import('./signin-steps');

const loadSteps = () => loadChunk('signinSteps');
const loadPasskeyCalls = () => loadChunk('passkeySignin');
const loadPasskeySupport = () => loadChunk('passkeySupport');

/** What the password-reset screen hands over: a notice, and the address when the member still has to sign in. */
const afterResetFrom = (state: unknown): { passwordReset: boolean; email?: string } => {
  if (!state || typeof state !== 'object') return { passwordReset: false };
  const { passwordReset, email } = state as { passwordReset?: unknown; email?: unknown };
  return { passwordReset: passwordReset === true, email: typeof email === 'string' ? email : undefined };
};

/** What settings' sign-out everywhere hands over: what the service did, and whether every passkey went first. */
const signedOutEverywhereFrom = (
  state: unknown,
): { outcome: 'done' | 'refused' | 'unknown'; passkeysRemoved: boolean } | undefined => {
  const { signedOutEverywhere: outcome, passkeysRemoved } = (state ?? {}) as Record<string, unknown>;
  return outcome === 'done' || outcome === 'refused' || outcome === 'unknown'
    ? { outcome, passkeysRemoved: passkeysRemoved === true }
    : undefined;
};

export { warmUp } from './SigninForm';

export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { continueToService } = useOriginatingService();
  const authStatus = useAppSelector(selectAuthStatus);
  const sessionEnded = useAppSelector(selectSessionEndedNotice);
  const location = useLocation();
  const afterReset = afterResetFrom(location.state);
  const signedOutEverywhere = signedOutEverywhereFrom(location.state);
  const [view, setView] = useState<View>('signin');
  const [steps, setSteps] = useState<Steps>();
  const [error, setError] = useState<string>();
  // Credentials live only in this component's memory, for the confirm and resend steps.
  const credentials = useRef<SigninValues>(undefined);
  // The button is in the HTML (shown by index.html's CSS where passkeys work); autofill is known after the first render.
  const [passkeyAutofill, setPasskeyAutofill] = useState(false);
  const autofillRequest = useRef<AbortController>(undefined);
  const passkeySupport = useRef<Awaited<ReturnType<typeof loadPasskeySupport>>>(undefined);
  const passkeyInFlight = useRef(false);

  // The account choice is for a member who came here signed in: not signed in here, nor passing by (a guard's redirect).
  const [withoutChoice, setWithoutChoice] = useState(useNavigation().state !== 'idle');
  const finishSignIn = async () => {
    setWithoutChoice(true);
    await completeSignIn(dispatch, { afterPasswordReset: afterReset.passwordReset });
    await continueToService();
  };

  // A password reset signs the member in itself (ForgotPasswordSubmitPage): continuing is that sign-in's follow-up.
  const continueWithSession = () => {
    if (afterReset.passwordReset) dispatch(signInFollowUpSet({ afterPasswordReset: true }));
    return continueToService();
  };

  const attemptSignIn = async (values: SigninValues) => {
    const result = await dispatch(signIn(values));
    if (signIn.rejected.match(result)) {
      const error = result.payload;
      return {
        // The words of a refused sign-in come with the code steps' chunk, fetched with the submit.
        error: error
          ? await loadSteps().then(
              (steps) => steps.signinErrorMessage(error),
              () => ja.errors.communication,
            )
          : ja.errors.generic,
        disabled: classifyIdentityError(result.payload) === 'disabled',
      };
    }
    return { next: result.payload.next };
  };

  const toStep = async (next: Exclude<View, 'signin'>) => {
    try {
      setSteps(await loadSteps());
      setView(next);
    } catch {
      // The step could not be fetched (connection lost): the form keeps the address; sending it again starts over.
      setView('signin');
      setError(ja.errors.communication);
    }
  };

  const submit = async (values: SigninValues) => {
    setError(undefined);
    credentials.current = values;
    // Amplify's signIn starts with SRP's math, which holds the main thread: the busy button is painted first.
    await yieldToPaint();
    const outcome = await attemptSignIn(values);
    if (outcome.disabled) {
      // As for a member disabled mid-session (spec sections 2 and 8); the address is kept in memory only.
      dispatch(pendingEmailSet(normalizeEmail(values.email)));
      navigate(pathFor('AccountDisabled'));
      return;
    }
    if (outcome.error) {
      setError(outcome.error);
      return;
    }
    if (outcome.next === 'DONE') await finishSignIn();
    else if (outcome.next === 'CONFIRM_SIGN_UP') {
      // Sign-up never confirmed: send a fresh code and ask for it here.
      await dispatch(resendSignUpCode(values.email));
      await toStep('confirmSignup');
    } else if (outcome.next === 'SMS_CODE') await toStep('sms');
    else setError(ja.signin.unsupportedStep);
  };

  /** Passkey sign-in for the typed address or an autofilled passkey's member; a failure leaves the password form as it was. */
  const signInWithPasskey = async (who: { email: string } | { username: string }) => {
    // One at a time: two at once would leave two sets of token cookies, of which sign-out clears one.
    if (passkeyInFlight.current) return;
    passkeyInFlight.current = true;
    // The e-mail field's pending autofill request would hold the browser's one ceremony.
    autofillRequest.current?.abort();
    setError(undefined);
    let calls: Awaited<ReturnType<typeof loadPasskeyCalls>>;
    try {
      calls = await loadPasskeyCalls();
    } catch {
      // The chunk could not be fetched (connection lost): said as such; the next try fetches it again.
      passkeyInFlight.current = false;
      setError(ja.errors.communication);
      return;
    }
    const outcome = await calls.signInWithPasskey(dispatch, who);
    passkeyInFlight.current = false;
    if ('error' in outcome) {
      setError(outcome.error);
      // The password form stays usable, and the e-mail field offers passkeys again.
      startAutofill();
    } else if (outcome.next === 'DONE') await finishSignIn();
    else await toStep('sms');
  };

  const signInWithTypedAddress = async (email: string) => {
    if (!normalizeEmail(email)) {
      setError(ja.passkeys.signinNeedsEmail);
      return;
    }
    await signInWithPasskey({ email });
  };

  /** The e-mail field offers the member's passkeys; picking one signs in without a button press. */
  const startAutofill = () => {
    const support = passkeySupport.current;
    if (!passkeyAutofill || !support) return;
    autofillRequest.current?.abort();
    const controller = new AbortController();
    autofillRequest.current = controller;
    void support.pickPasskeyByAutofill(controller.signal).then((username) => {
      if (username && !controller.signal.aborted) void signInWithPasskey({ username });
    });
  };

  // A pick's sign-in the app carries on (src/start.tsx): none of the page's own until it ends, shown here if it fails.
  const [carrying, setCarrying] = useState(false);
  const carried = useRef<ReturnType<typeof takePasskeyOutcome>>(undefined);
  useEffect(() => {
    carried.current = takePasskeyOutcome() ?? carried.current;
    if (!carried.current) return;
    let live = true;
    passkeyInFlight.current = true;
    setCarrying(true);
    void carried.current.then((outcome) => {
      if (!live || signedIn(outcome)) return;
      passkeyInFlight.current = false;
      setCarrying(false);
      if ('error' in outcome) setError(outcome.error);
      else void toStep('sms');
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    void loadPasskeySupport()
      .then(async (support) => {
        passkeySupport.current = support;
        support.markPasskeySupport();
        const autofill = await support.passkeyAutofillAvailable();
        if (live) setPasskeyAutofill(autofill);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      autofillRequest.current?.abort();
      // The boot script's autofill request, when the page is left before carrying it on (its chunk may not be here).
      takePasskeyPick()?.abort();
    };
  }, []);

  const showForm = !(authStatus === 'signedIn' && view === 'signin') && view === 'signin';
  useEffect(() => {
    if (showForm && passkeyAutofill && !carrying) startAutofill();
    return () => autofillRequest.current?.abort();
    // startAutofill reads the latest state through refs; it restarts only when the form appears or autofill is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showForm, passkeyAutofill, carrying]);

  const resendSms = async () => {
    if (!credentials.current) return false;
    const outcome = await attemptSignIn(credentials.current);
    return outcome.next === 'SMS_CODE';
  };

  const afterSignupConfirmed = async () => {
    if (!credentials.current) return;
    const outcome = await attemptSignIn(credentials.current);
    if (outcome.next === 'DONE') await finishSignIn();
    else if (outcome.next === 'SMS_CODE') await toStep('sms');
    else {
      setView('signin');
      setError(outcome.error ?? ja.errors.generic);
    }
  };

  return (
    <>
      <PageHeading focusKey={view}>{ja.titles.Signin}</PageHeading>
      {sessionEnded && view === 'signin' ? <FormAlert status="info">{ja.signin.sessionEnded}</FormAlert> : null}
      {signedOutEverywhere && view === 'signin' ? (
        <FormAlert status={signedOutEverywhere.outcome === 'done' ? 'success' : 'error'}>
          {ja.signin.signedOutEverywhere[signedOutEverywhere.outcome]}
          {signedOutEverywhere.passkeysRemoved ? ` ${ja.signin.passkeysRemovedToo}` : null}
        </FormAlert>
      ) : null}
      {afterReset.passwordReset && view === 'signin' ? (
        <FormAlert status="success">{ja.passwordReset.completed}</FormAlert>
      ) : null}
      {authStatus === 'signedIn' && view === 'signin' && !withoutChoice && !carrying ? (
        <ChooseAccount onContinue={continueWithSession} />
      ) : view === 'confirmSignup' && steps && credentials.current ? (
        <steps.SignupConfirmForm email={credentials.current.email} onConfirmed={afterSignupConfirmed} />
      ) : view === 'sms' && steps ? (
        <steps.SmsCodeForm onSignedIn={finishSignIn} onResend={resendSms} />
      ) : (
        <>
          <SigninForm
            initialEmail={credentials.current?.email ?? afterReset.email}
            error={error}
            onSubmit={submit}
            onPasskey={signInWithTypedAddress}
            passkeyAutofill={passkeyAutofill}
          />
          <FormAlert status="warning">
            <Text>
              {ja.signin.inquiryWarning} <AppLink to={pathFor('Inquiry')}>{ja.signin.inquiryLink}</AppLink>
            </Text>
          </FormAlert>
        </>
      )}
    </>
  );
};
