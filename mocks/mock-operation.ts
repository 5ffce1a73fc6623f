import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import type { api, ErrorResponse } from '../src/api';
import { findOperationById } from '../openapi/contract';
import { contract, sourceOf } from './fixtures/from-contract';

/** Every operation of openapi/core-api.yaml, by its operationId (the generated client's endpoint names). */
export type OperationId = keyof typeof api.endpoints;

/** What the operation's success response carries, as the generated client types it. */
export type ResultOf<Id extends OperationId> = (typeof api.endpoints)[Id]['Types']['ResultType'];

/** What an operation's handler answers: a fixture (its status from the contract example it was read from), or a resolver. */
export type Answer<Id extends OperationId> = ResultOf<Id> | ErrorResponse | HttpResponseResolver;

const msw = { get: http.get, put: http.put, post: http.post, patch: http.patch, delete: http.delete } as const;

/** The operation's method and its request path as msw matches it: any origin, `{param}` as `:param`. */
export const requestOf = (operationId: OperationId): { method: keyof typeof msw; path: string } => {
  const entry = findOperationById(contract(), operationId);
  if (!entry) throw new Error(`mockOperation: no operation ${operationId} in openapi/core-api.yaml`);
  if (!(entry.method in msw))
    throw new Error(`mockOperation: ${operationId} uses ${entry.method}, which no test double handles`);
  return { method: entry.method as keyof typeof msw, path: `*${entry.path.replace(/\{([^}]+)\}/g, ':$1')}` };
};

/**
 * The msw handler of one contract operation, with method and path read from the contract: pass it to `server.use`.
 * A fixture is answered with the status of the response it stands for (`certificateNone` is a 404) unless `status`
 * says otherwise. The error bodies are one shape for every operation; a success fixture of another operation is
 * refused, so a test cannot answer /me with an insurer.
 *
 *   server.use(mockOperation('getMe', meAllAgreed), mockOperation('createOtcToken', () => HttpResponse.error()));
 */
export const mockOperation = <Id extends OperationId>(
  operationId: Id,
  answer: Answer<Id>,
  init: { status?: number } = {},
): RequestHandler => {
  const { method, path } = requestOf(operationId);
  if (typeof answer === 'function') return msw[method](path, answer as HttpResponseResolver);
  const source = sourceOf(answer);
  if (source && source.operationId !== operationId && source.status.startsWith('2')) {
    throw new Error(
      `mockOperation: the fixture given for ${operationId} stands for ${source.operationId} ${source.status}`,
    );
  }
  const status = init.status ?? (source ? Number(source.status) : 200);
  return msw[method](path, () => HttpResponse.json(answer as object, { status }));
};

/** An operation whose answer waits for `release()`: a test sees the request before any answer (`asked`). */
export interface HeldOperation {
  handler: RequestHandler;
  /** Whether the request has come. */
  readonly asked: boolean;
  /** Settles on `release()`: other doubles (Amplify's mocks) can wait for the same moment. */
  released: Promise<void>;
  release: () => void;
}

/** `mockOperation` answering `fixture` only once released: `server.use(held.handler)`, then `held.release()`. */
export const heldOperation = <Id extends OperationId>(operationId: Id, fixture: ResultOf<Id>): HeldOperation => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  const handler = mockOperation(operationId, async () => {
    asked = true;
    await released;
    return HttpResponse.json(fixture as object);
  });
  return {
    handler,
    get asked() {
      return asked;
    },
    released,
    release: () => release(),
  };
};
