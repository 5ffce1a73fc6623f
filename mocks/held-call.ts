import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ja } from '../src/i18n/ja';
import { escapeRegExp } from './regexp';

/**
 * An Amplify call (a `jest.fn()` of aws-amplify/auth, mocks/setup.ts) answered with `answer` only once released: for
 * what a screen does while the call runs. Returns the release.
 */
export const heldAmplifyCall = <Call extends (...args: never[]) => Promise<unknown>>(
  call: Call,
  answer: Awaited<ReturnType<Call>>,
): (() => void) => {
  let release: () => void = () => undefined;
  jest
    .mocked(call)
    .mockImplementation((() => new Promise((resolve) => (release = () => resolve(answer)))) as unknown as Call);
  return () => release();
};

/**
 * Presses the form's button while its call runs: it shows the busy label and is aria-disabled (BusyButton), and the
 * press is swallowed. The test then checks that the call was made once.
 */
export const pressBusyButton = async () => {
  const busy = await screen.findByRole('button', { name: new RegExp(escapeRegExp(ja.common.busy)) });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(busy);
};
