import { recordAnswer, recordAttempt } from '../src/identity/attempts';

/**
 * For screen tests that a write which succeeded is never reported as failed: an Amplify mock implementation that
 * behaves as a retried call does. Real Amplify sends the request again after a lost answer and its fetch observer
 * (src/identity/attempts.ts) notes each attempt and how it ended; this notes a first attempt of `operation` (Cognito's
 * name, e.g. 'ChangePassword') whose answer was lost and a second answered 400, and rejects with that answer.
 */
export const retriedThenRejected =
  (operation: string, name: string, message = '') =>
  async () => {
    recordAttempt(operation, 1);
    recordAnswer(operation, 'lost');
    recordAttempt(operation, 2);
    recordAnswer(operation, 400);
    throw Object.assign(new Error(message), { name });
  };

/** Every attempt lost (Amplify's error after three network failures). */
export const networkLost = () => Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });
