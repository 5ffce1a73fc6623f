import { ja } from '../i18n/ja';

/**
 * Spec section 8, "Generic error display", for anything a screen may catch: a message or list of messages, an
 * RTK Query FetchBaseQueryError, a SerializedError, an HTTP-like error with a numeric status, or anything else.
 *
 * - string / string[]: shown as is (a list one per line);
 * - numeric status 404: 'no matching data was found';
 * - any other numeric status, 429 and 5xx included: a body of the contract's error shape (`ErrorResponse`) is shown:
 *   its `errors` list, else its `error` field (so a 503 `{"errors":["ただいまメンテナンス中です。"]}` shows the
 *   maintenance notice); a body that is not (an HTML page from a gateway, an empty body, `{ "message": … }`) gives
 *   the communication-error text;
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
    return bodyMessage('data' in error ? error.data : undefined) ?? ja.errors.communication;
  }
  if (typeof status === 'string') return ja.errors.communication;
  return ja.errors.generic;
};

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

/**
 * The contract's error shape (`ErrorResponse` in openapi/core-api.yaml): an object whose only fields are `errors`
 * (messages) and `error` (one message). Anything else (a gateway's `{ "message": … }`, extra fields) is not a message
 * meant for members.
 */
const isErrorShape = (body: unknown): body is { errors?: unknown; error?: unknown } =>
  isObject(body) &&
  !Array.isArray(body) &&
  Object.keys(body).length > 0 &&
  Object.keys(body).every((key) => key === 'errors' || key === 'error');

const bodyMessage = (body: unknown): string | undefined => {
  if (!isErrorShape(body)) return undefined;
  return messagesFrom(body.errors) ?? messagesFrom(body.error);
};
