import { CognitoError, translateEmulatorError } from './errors';

export type Json = Record<string, unknown>;

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** The header carrying the key without which cognito-local answers nothing (../request-guard.cjs). */
export const EMULATOR_KEY_HEADER = 'x-local-stack-key';

/** JSON-RPC calls to cognito-local, the way the AWS SDK makes them. */
export interface Emulator {
  readonly url: string;
  /** Headers every request to cognito-local carries (its key). */
  readonly headers: Record<string, string>;
  /** Calls an operation; a failure is thrown as the CognitoError real Cognito would raise for `operation`. */
  call<T = Json>(target: string, body: Json, operation?: string): Promise<T>;
  /** Passes a request through untouched (the proxy's default). */
  forward(target: string, rawBody: string): Promise<RawAnswer>;
}

export const createEmulator = (url: string, key = ''): Emulator => {
  const headers: Record<string, string> = key ? { [EMULATOR_KEY_HEADER]: key } : {};
  const post = async (target: string, body: string): Promise<RawAnswer> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body,
    });
    return {
      status: response.status,
      headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
      text: await response.text(),
    };
  };

  return {
    url,
    headers,
    forward: post,
    async call<T>(target: string, body: Json, operation = target) {
      const answer = await post(target, JSON.stringify(body));
      const parsed = (answer.text ? JSON.parse(answer.text) : {}) as Json;
      if (answer.status >= 300) throw translateEmulatorError(operation, answer.status, parsed);
      return parsed as T;
    },
  };
};

export const isCognitoError = (error: unknown, type?: string): error is CognitoError =>
  error instanceof CognitoError && (type === undefined || error.type === type);
