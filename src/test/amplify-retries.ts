import { recordAttempt } from '../identity/attempts';

/**
 * For screen tests of issue 13 item 4: an Amplify mock implementation that behaves as a retried call does. Real
 * Amplify sends the request again after a lost answer and its fetch observer (src/identity/attempts.ts) notes each
 * attempt; this notes `attempts` attempts of `operation` (Cognito's name, e.g. 'ChangePassword') and rejects with
 * the last answer.
 */
export const retriedThenRejected = (operation: string, name: string, message = '', attempts = 2) => async () => {
  for (let attempt = 1; attempt <= attempts; attempt += 1) recordAttempt(operation, attempt);
  throw Object.assign(new Error(message), { name });
};

/** Every attempt lost (Amplify's error after three network failures). */
export const networkLost = () => Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });
