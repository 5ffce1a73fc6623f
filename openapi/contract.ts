/**
 * Reading the contract's named examples (the mock scenarios). Used by the local API gateway to turn a scenario
 * name into the Prism `Prefer` header for one request, and by the fixture and contract tests. Pure apart from
 * loadContract reading the file.
 */
import fs from 'node:fs';
import { parse } from 'yaml';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Reference {
  $ref: string;
}
export interface ExampleObject {
  summary?: string;
  value?: unknown;
}
export interface MediaTypeObject {
  schema?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
}
export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}
export interface OperationObject {
  operationId?: string;
  responses?: Record<string, ResponseObject | Reference>;
}
export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;
/** The parts of an OpenAPI 3.0 document this module reads; everything else is carried along untyped. */
export interface Contract {
  paths: Record<string, PathItemObject>;
  components?: Record<string, unknown>;
}

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}

export interface ExampleEntry {
  status: string;
  mediaType: string;
  name: string;
  summary: string | undefined;
  value: unknown;
  /** JSON pointer (without '#') of the response schema, for validators. */
  schemaPointer: string;
}

export const loadContract = (yamlPath: string): Contract => {
  const document: unknown = parse(fs.readFileSync(yamlPath, 'utf8'));
  if (!isObject(document) || !isObject(document.paths))
    throw new Error(`${yamlPath} is not an OpenAPI document (no paths)`);
  return document as unknown as Contract;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isReference = (value: unknown): value is Reference => isObject(value) && typeof value.$ref === 'string';

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** Follows local `$ref`s ('#/components/...') until a non-reference; returns it with the pointer it was found at. */
export const resolve = <T>(
  contract: Contract,
  value: T | Reference,
  pointer: string,
): { value: T; pointer: string } => {
  let current: unknown = value;
  let at = pointer;
  for (let hops = 0; isReference(current); hops += 1) {
    if (hops > 20 || !current.$ref.startsWith('#/')) throw new Error(`cannot resolve $ref ${current.$ref}`);
    at = current.$ref.slice(1);
    current = at
      .split('/')
      .slice(1)
      .reduce<unknown>((node, segment) => (isObject(node) ? node[unescapePointer(segment)] : undefined), contract);
    if (current === undefined) throw new Error(`dangling $ref ${at}`);
  }
  return { value: current as T, pointer: at };
};

export const listOperations = (contract: Contract): OperationEntry[] =>
  Object.entries(contract.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );

export const findOperationById = (contract: Contract, operationId: string): OperationEntry | undefined =>
  listOperations(contract).find((entry) => entry.operation.operationId === operationId);

/** Every named example of an operation's responses, in document order, responses' `$ref`s followed. */
export const examplesOf = (contract: Contract, entry: OperationEntry): ExampleEntry[] => {
  const operationPointer = `/paths/${escapePointer(entry.path)}/${entry.method}`;
  return Object.entries(entry.operation.responses ?? {}).flatMap(([status, responseOrRef]) => {
    const response = resolve<ResponseObject>(
      contract,
      responseOrRef,
      `${operationPointer}/responses/${escapePointer(status)}`,
    );
    return Object.entries(response.value.content ?? {}).flatMap(([mediaType, media]) => {
      const mediaPointer = `${response.pointer}/content/${escapePointer(mediaType)}`;
      return Object.entries(media.examples ?? {}).map(([name, exampleOrRef]) => {
        const example = resolve<ExampleObject>(
          contract,
          exampleOrRef,
          `${mediaPointer}/examples/${escapePointer(name)}`,
        ).value;
        return {
          status,
          mediaType,
          name,
          summary: example.summary,
          value: example.value,
          schemaPointer: `${mediaPointer}/schema`,
        };
      });
    });
  });
};

/** Prism answers with the lowest declared 2xx unless told otherwise. */
const defaultStatusOf = (operation: OperationObject): string | undefined =>
  Object.keys(operation.responses ?? {})
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];

const segmentsOf = (path: string) =>
  path
    .replace(/[?#].*$/, '')
    .replace(/(.)\/+$/, '$1')
    .split('/');

/** Literal segments count for more than `{parameters}`, so /applications/latest beats /applications/{id}. */
const matchScore = (template: string, urlPath: string): number | undefined => {
  const expected = segmentsOf(template);
  const actual = segmentsOf(urlPath);
  if (expected.length !== actual.length) return undefined;
  let score = 0;
  for (const [index, segment] of expected.entries()) {
    const given = actual[index] ?? '';
    if (/^\{[^}]+\}$/.test(segment)) {
      if (given === '') return undefined;
    } else if (segment === given) {
      score += 1;
    } else {
      return undefined;
    }
  }
  return score;
};

export const findOperation = (contract: Contract, method: string, urlPath: string): OperationEntry | undefined => {
  const wanted = method.toLowerCase();
  let best: { entry: OperationEntry; score: number } | undefined;
  for (const entry of listOperations(contract)) {
    if (entry.method !== wanted) continue;
    const score = matchScore(entry.path, urlPath);
    if (score !== undefined && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry;
};

/**
 * The Prism `Prefer` header that makes this request answer with the named example, or undefined when the operation
 * has no example of that name (Prism would answer 404 for an unknown example, so the caller sends none).
 */
export const preferHeaderFor = (
  contract: Contract,
  method: string,
  urlPath: string,
  scenario: string,
): string | undefined => {
  const entry = findOperation(contract, method, urlPath);
  if (!entry) return undefined;
  const example = examplesOf(contract, entry).find((candidate) => candidate.name === scenario);
  if (!example) return undefined;
  return example.status === defaultStatusOf(entry.operation)
    ? `example=${scenario}`
    : `code=${example.status}, example=${scenario}`;
};

/** Every example name in the contract, once each, in document order. */
export const listScenarios = (contract: Contract): string[] => [
  ...new Set(listOperations(contract).flatMap((entry) => examplesOf(contract, entry).map((example) => example.name))),
];
