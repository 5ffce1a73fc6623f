import { loadIdentity } from './amplify';
import { openTokenWrites } from './token-gate';

type SignInInput = Parameters<Awaited<ReturnType<typeof loadIdentity>>['signIn']>[0];

/**
 * A sign-in the member starts: Amplify loaded, and token writes opened again (closed at the last sign-out in this tab,
 * they would keep no tokens). Answers the step Amplify asks for next.
 */
export const startSignIn = async (input: SignInInput): Promise<string> => {
  const Auth = await loadIdentity();
  openTokenWrites();
  const result = await Auth.signIn(input);
  return result.nextStep.signInStep;
};

/** Amplify's next step under the name the flow gives it (`names`, by Amplify's step), or UNSUPPORTED for any other. */
export const nextStepOf = <Next extends string>(
  step: string,
  names: Readonly<Record<string, Next>>,
): Next | 'UNSUPPORTED' => {
  const named = Object.prototype.hasOwnProperty.call(names, step) ? names[step] : undefined;
  return named ?? 'UNSUPPORTED';
};
