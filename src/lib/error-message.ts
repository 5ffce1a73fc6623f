import { ja } from '../i18n/ja';

/**
 * Spec section 8, "Generic error display", for anything a screen may catch: messages are shown as is; a 404 says no
 * data was found; another status shows a body of the contract's error shape, else the communication error; fetch,
 * timeout and parse errors give the communication error; anything else the generic error. Raw JavaScript messages
 * (often English) are never shown.
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

const messagesFrom = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const messages = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return messages.length > 0 ? messages.join('\n') : undefined;
  }
  return undefined;
};

/** The contract's `ErrorResponse` shape only: a gateway's `{ "message": … }` is not meant for members. */
const isErrorShape = (body: unknown): body is { errors?: unknown; error?: unknown } =>
  isObject(body) &&
  !Array.isArray(body) &&
  Object.keys(body).length > 0 &&
  Object.keys(body).every((key) => key === 'errors' || key === 'error');

const bodyMessage = (body: unknown): string | undefined => {
  if (!isErrorShape(body)) return undefined;
  return messagesFrom(body.errors) ?? messagesFrom(body.error);
};
