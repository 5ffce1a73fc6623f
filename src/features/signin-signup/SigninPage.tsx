import { Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { resendSignUpCode, signIn } from '../../identity/auth-calls';
import { pendingEmailSet, selectAuthStatus, selectSessionEndedNotice, sessionEndedNoticeSet } from '../../identity/auth-slice';
import { checkSession } from '../../identity/session-check';
import { normalizeEmail } from '../../lib/email';
import { classifyIdentityError, signinErrorMessage } from '../../identity/errors';
import { pathFor } from '../../routing/route-names';
import { useOriginatingService } from '../../routing/use-originating-service';
import { AppLink } from '../../ui/AppLink';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';
import { ChooseAccount } from './ChooseAccount';
import { SigninForm, type SigninValues } from './SigninForm';

type View = 'signin' | 'confirmSignup' | 'sms';
type Steps = typeof import('./signin-steps');

/**
 * The code steps (SMS sign-in, sign-up confirmation) are a chunk of their own: most members never see them, and in
 * the page they would weigh on every /signin. Fetched when the form is sent, beside the identity call; a failed fetch
 * is fetched again next time.
 */
let stepsLoading: Promise<Steps> | undefined;
const loadSteps = () =>
  (stepsLoading ??= import(/* webpackChunkName: "on-demand-signin-steps" */ './signin-steps').catch((error: unknown) => {
    stepsLoading = undefined;
    throw error;
  }));

/** What the password-reset screen hands over: a notice, and the address when the member still has to sign in. */
const afterResetFrom = (state: unknown): { passwordReset: boolean; email?: string } => {
  if (!state || typeof state !== 'object') return { passwordReset: false };
  const { passwordReset, email } = state as { passwordReset?: unknown; email?: unknown };
  return { passwordReset: passwordReset === true, email: typeof email === 'string' ? email : undefined };
};

export const Component = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { continueToService } = useOriginatingService();
  const authStatus = useAppSelector(selectAuthStatus);
  const sessionEnded = useAppSelector(selectSessionEndedNotice);
  const afterReset = afterResetFrom(useLocation().state);
  const [view, setView] = useState<View>('signin');
  const [steps, setSteps] = useState<Steps>();
  const [error, setError] = useState<string>();
  // Credentials live only in this component's memory, for the confirm and resend steps.
  const credentials = useRef<SigninValues>(undefined);

  const finishSignIn = async () => {
    dispatch(sessionEndedNoticeSet(false));
    await dispatch(checkSession());
    await continueToService();
  };

  const attemptSignIn = async (values: SigninValues) => {
    const result = await dispatch(signIn(values));
    if (signIn.rejected.match(result)) {
      return { error: result.payload ? signinErrorMessage(result.payload) : ja.errors.generic, disabled: classifyIdentityError(result.payload) === 'disabled' };
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
    loadSteps().catch(() => undefined);
    const outcome = await attemptSignIn(values);
    if (outcome.disabled) {
      // A disabled member sees the invalid-membership screen with their address and the reasons, as a member
      // disabled mid-session does (spec sections 2 and 8). The address is kept in memory only.
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
      {afterReset.passwordReset && view === 'signin' ? <FormAlert status="success">{ja.passwordReset.completed}</FormAlert> : null}
      {authStatus === 'signedIn' && view === 'signin' ? (
        <ChooseAccount onContinue={continueToService} />
      ) : view === 'confirmSignup' && steps && credentials.current ? (
        <steps.SignupConfirmForm email={credentials.current.email} onConfirmed={afterSignupConfirmed} />
      ) : view === 'sms' && steps ? (
        <steps.SmsCodeForm onSignedIn={finishSignIn} onResend={resendSms} />
      ) : (
        <>
          <SigninForm initialEmail={credentials.current?.email ?? afterReset.email} error={error} onSubmit={submit} />
          <FormAlert status="warning">
            <Text>
              {ja.signin.inquiryWarning}{' '}
              <AppLink to={pathFor('Inquiry')}>{ja.signin.inquiryLink}</AppLink>
            </Text>
          </FormAlert>
        </>
      )}
    </>
  );
};
