import { spawn } from 'node:child_process';
import path from 'node:path';
import { sample } from '@stoplight/json-schema-sampler';
import {
  examplesOf,
  listOperations,
  loadContract,
  resolve,
  type Contract,
  type OperationEntry,
} from '../../openapi/contract';
import { freePort } from '../../local-stack/processes';

const ROOT = path.resolve(__dirname, '..', '..');
const PRISM = path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');

export interface ContractRequest {
  operationId: string;
  method: string;
  /** The concrete path with its query string. */
  url: string;
  body?: unknown;
  /** The named example asked for (`Prefer: example=<name>`, honoured by the local gateway; real backends ignore it). */
  scenario?: string;
}

export interface Violation {
  severity: string;
  location: string;
  message: string;
}

export interface Finding {
  request: ContractRequest;
  status: number;
  violations: Violation[];
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: { pattern?: string; example?: unknown };
}

/** Values for parameters whose schema has a pattern the sampler cannot satisfy (checked against the pattern). */
const PARAMETER_SAMPLES: Record<string, string> = { insurerNumber: '06123456' };

/** Request-body properties whose schema has a pattern the sampler cannot satisfy (Prism refuses the request otherwise). */
const PROPERTY_SAMPLES: Record<string, unknown> = { code: '123456' };

const withPropertySamples = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withPropertySamples);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key in PROPERTY_SAMPLES ? PROPERTY_SAMPLES[key] : withPropertySamples(inner),
    ]),
  );
};

const parameterValue = (contract: Contract, parameter: ParameterObject): string => {
  const value =
    PARAMETER_SAMPLES[parameter.name] ??
    String(parameter.schema?.example ?? sample(parameter.schema ?? { type: 'string' }, {}, contract));
  if (parameter.schema?.pattern && !new RegExp(parameter.schema.pattern).test(value)) {
    throw new Error(
      `no sample for parameter ${parameter.name} matching ${parameter.schema.pattern}: add one to PARAMETER_SAMPLES`,
    );
  }
  return value;
};

/** One request per operation, and one more per named response example (the mock scenarios), writes included unless readsOnly. */
export const contractRequests = (contract: Contract, { readsOnly = false } = {}): ContractRequest[] =>
  listOperations(contract)
    .filter((entry) => !readsOnly || entry.method === 'get')
    .flatMap((entry: OperationEntry) => {
      const operation = entry.operation as OperationEntry['operation'] & {
        parameters?: unknown[];
        requestBody?: { content?: Record<string, { schema?: unknown }> };
      };
      const parameters = (operation.parameters ?? []).map(
        (parameter, index) =>
          resolve<ParameterObject>(contract, parameter as ParameterObject, `/parameters/${index}`).value,
      );
      let concrete = entry.path;
      const query = new URLSearchParams();
      for (const parameter of parameters) {
        if (parameter.in === 'path')
          concrete = concrete.replace(`{${parameter.name}}`, encodeURIComponent(parameterValue(contract, parameter)));
        if (parameter.in === 'query' && parameter.required)
          query.set(parameter.name, parameterValue(contract, parameter));
      }
      const url = `${concrete}${query.size ? `?${query.toString()}` : ''}`;
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema
        ? withPropertySamples(sample(bodySchema as object, { skipReadOnly: true }, contract))
        : undefined;
      const base = {
        operationId: operation.operationId ?? `${entry.method} ${entry.path}`,
        method: entry.method.toUpperCase(),
        url,
        ...(body === undefined ? {} : { body }),
      };
      const scenarios = [...new Set(examplesOf(contract, entry).map((example) => example.name))];
      return [base, ...scenarios.map((scenario) => ({ ...base, scenario }))];
    });

/** `prism proxy --errors` in front of the backend: it validates every request and response against the contract. */
export const startValidatingProxy = async (
  contractPath: string,
  backend: string,
  log: (line: string) => void = () => undefined,
) => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [PRISM, 'proxy', '-h', '127.0.0.1', '-p', String(port), '--errors', contractPath, backend],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    chunk.toString().split('\n').filter(Boolean).forEach(log);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism proxy exited:\n${output}`);
    if (/Prism is listening/.test(output)) break;
    if (Date.now() - started > 60000) throw new Error(`prism proxy did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) {
          done();
          return;
        }
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
};

interface PrismViolation {
  location?: string[];
  severity?: string;
  message?: string;
}

const violationsOf = (header: string | null, body: string): Violation[] => {
  const found: PrismViolation[] = [];
  if (header) {
    try {
      found.push(...(JSON.parse(header.replace(/^Too many violations! /, '')) as PrismViolation[]));
    } catch {
      found.push({ severity: 'Error', message: `unreadable sl-violations header: ${header.slice(0, 200)}` });
    }
  }
  try {
    const problem = JSON.parse(body) as {
      type?: string;
      title?: string;
      detail?: string;
      validation?: PrismViolation[];
    };
    if (
      typeof problem.type === 'string' &&
      (problem.type.includes('stoplight.io/prism') || problem.type === 'FetchError')
    ) {
      // Prism's own problem: the violations (--errors), or why it could not ask the backend (unreachable, refused).
      if (Array.isArray(problem.validation)) found.push(...problem.validation);
      else
        found.push({
          severity: 'Error',
          location: ['prism'],
          message: `${problem.title ?? problem.type}: ${problem.detail ?? ''}`,
        });
    }
  } catch {
    // not JSON: no problem document from Prism
  }
  const unique = new Map<string, Violation>();
  for (const violation of found) {
    const entry = {
      severity: violation.severity ?? 'Error',
      location: (violation.location ?? []).join('.'),
      message: violation.message ?? '',
    };
    unique.set(JSON.stringify(entry), entry);
  }
  return [...unique.values()];
};

export interface VerifyOptions {
  contractPath: string;
  backend: string;
  /** The Authorization header value sent with every request (a test member's `Bearer <ID token>`). */
  authorization: string;
  readsOnly?: boolean;
  log?: (line: string) => void;
}

/** Sends every contract request through the validating proxy to the backend; returns each with its violations. */
export const verifyContract = async ({
  contractPath,
  backend,
  authorization,
  readsOnly,
  log,
}: VerifyOptions): Promise<Finding[]> => {
  const contract = loadContract(contractPath);
  const requests = contractRequests(contract, { readsOnly });
  const proxy = await startValidatingProxy(contractPath, backend, log);
  try {
    const findings: Finding[] = [];
    for (const request of requests) {
      const headers: Record<string, string> = { accept: 'application/json', authorization };
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      if (request.scenario) headers.prefer = `example=${request.scenario}`;
      const response = await fetch(`${proxy.url}${request.url}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const text = await response.text();
      findings.push({
        request,
        status: response.status,
        violations: violationsOf(response.headers.get('sl-violations'), text),
      });
    }
    return findings;
  } finally {
    await proxy.stop();
  }
};

/** Violations that break the contract (Prism's errors; its warnings are printed but do not fail). */
export const breaking = (finding: Finding) => finding.violations.filter((violation) => violation.severity === 'Error');

export const describeFinding = (finding: Finding): string =>
  [
    `${finding.request.method} ${finding.request.url}${finding.request.scenario ? ` (scenario ${finding.request.scenario})` : ''} → ${finding.status}`,
    ...finding.violations.map(
      (violation) => `    ${violation.severity}: ${violation.location || '(whole message)'} ${violation.message}`,
    ),
  ].join('\n');
