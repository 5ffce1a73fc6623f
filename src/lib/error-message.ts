import { ja } from '../i18n/ja';

/**
 * Spec section 8, "Generic error display", for anything a screen may catch: a message or list of messages, an
 * RTK Query FetchBaseQueryError, a SerializedError, an HTTP-like error with a numeric status, or anything else.
 *
 * - string / string[]: shown as is (a list one per line);
 * - numeric status 404: 'no matching data was found';
 * - 429 and 5xx: the communication-error text, whatever the body: such answers come from gateways and frameworks
 *   (the contract's own 500 example is `{ "error": "Internal Server Error" }`), never a message meant for members;
 * - other numeric status: the body's `errors` list, else its `error` field, else the communication-error text;
 * - FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR (an HTML page where JSON was expected, whatever its status),
 *   CUSTOM_ERROR: the communication-error text, since nothing in them is a message meant for members;
 * - anything else, SerializedError included: the generic 'error'. Raw JavaScript messages (often English) are
 *   never shown.
 */
export const toErrorMessage = (error: unknown): string => {
  const direct = messagesFrom(error);
  if (direct !== undefined) return direct;
  if (!isObject(error) || !('status' in error)) return ja.errors.generic;
  const { status } = error;
  if (typeof status === 'number') {
    if (status === 404) return ja.errors.notFoundData;
    if (isTransientStatus(status)) return ja.errors.communication;
    return bodyMessage('data' in error ? error.data : undefined) ?? ja.errors.communication;
  }
  if (typeof status === 'string') return ja.errors.communication;
  return ja.errors.generic;
};

/** Rate limiting and server-side failures: worth trying again later, and their bodies are not for members. */
const isTransientStatus = (status: number) => status === 429 || status >= 500;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A non-empty string or a list with at least one non-empty string; undefined otherwise. */
const messagesFrom = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const messages = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return messages.length > 0 ? messages.join('\n') : undefined;
  }
  return undefined;
};

const bodyMessage = (body: unknown): string | undefined => {
  if (!isObject(body)) return undefined;
  return messagesFrom(body.errors) ?? messagesFrom(body.error);
};
