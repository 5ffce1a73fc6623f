import path from 'node:path';
import { MOCK_SCENARIOS } from '../src/api/mock-scenario';
import { type Contract, findOperation, listScenarios, loadContract, preferHeaderFor } from './contract';

const CONTRACT_PATH = path.resolve(__dirname, 'core-api.yaml');
const contract = loadContract(CONTRACT_PATH);

describe('preferHeaderFor against openapi/core-api.yaml', () => {
  it.each([
    ['GET', '/api/v1/user/white_id_accounts/me', 'new-member', 'example=new-member'],
    ['GET', '/api/v1/user/white_id_accounts/me', 'eligible-otc-only', 'example=eligible-otc-only'],
    ['GET', '/api/v1/user/insurers/06139992', 'pseudonymized', 'example=pseudonymized'],
    ['GET', '/api/v1/user/insurers/06139992', 'insurer-not-found', 'code=404, example=insurer-not-found'],
    [
      'GET',
      '/api/v1/user/insurer_configs/find?alias_code=sample-kenpo',
      'insurer-not-found',
      'code=404, example=insurer-not-found',
    ],
    [
      'GET',
      '/api/v1/user/eligibility_certificate_applications/latest',
      'certificate-none',
      'code=404, example=certificate-none',
    ],
    [
      'GET',
      '/api/v1/user/eligibility_certificate_allowed_status',
      'certificate-refused',
      'example=certificate-refused',
    ],
    ['POST', '/api/v1/user/white_id_accounts', 'eligibility-not-found', 'code=404, example=eligibility-not-found'],
    [
      'post',
      '/api/v1/user/pseudonymized_white_id_accounts',
      'eligibility-not-found',
      'code=404, example=eligibility-not-found',
    ],
    ['GET', '/api/v1/user/otc_accounts/me', 'server-error', 'code=500, example=server-error'],
  ])('%s %s with %s gives %s', (method, url, scenario, expected) => {
    expect(preferHeaderFor(contract, method, url, scenario)).toBe(expected);
  });

  it.each([
    ['an operation without that example', 'GET', '/api/v1/user/eligibility_certificate_reasons', 'new-member'],
    ['an unknown scenario', 'GET', '/api/v1/user/white_id_accounts/me', 'no-such-scenario'],
    ['an unknown path', 'GET', '/api/v1/user/unknown', 'new-member'],
    ['the wrong method', 'POST', '/api/v1/user/white_id_accounts/me', 'new-member'],
    ['a missing path parameter', 'GET', '/api/v1/user/insurers/', 'file-with-edaban'],
  ])('is undefined for %s', (_case, method, url, scenario) => {
    expect(preferHeaderFor(contract, method, url, scenario)).toBeUndefined();
  });

  it('tells /white_id_accounts/me from the account-creation path', () => {
    expect(findOperation(contract, 'GET', '/api/v1/user/white_id_accounts/me')?.operation.operationId).toBe('getMe');
    expect(findOperation(contract, 'POST', '/api/v1/user/white_id_accounts')?.operation.operationId).toBe(
      'createWhiteIdAccount',
    );
  });
});

describe('preferHeaderFor rules (synthetic contract)', () => {
  const synthetic: Contract = {
    paths: {
      '/items/{id}': {
        get: {
          operationId: 'getItem',
          responses: { '200': { content: { 'application/json': { examples: { 'by-id': { value: 1 } } } } } },
        },
      },
      '/items/latest': {
        get: {
          operationId: 'getLatest',
          responses: { '200': { content: { 'application/json': { examples: { latest: { value: 2 } } } } } },
        },
      },
      '/things': {
        post: {
          operationId: 'createThing',
          responses: {
            '200': { content: { 'application/json': { examples: { ok: { value: 1 } } } } },
            '201': { content: { 'application/json': { examples: { created: { value: 2 } } } } },
            '409': { $ref: '#/components/responses/Conflict' },
          },
        },
      },
    },
    components: {
      responses: {
        Conflict: { content: { 'application/json': { examples: { clash: { $ref: '#/components/examples/Clash' } } } } },
      },
      examples: { Clash: { value: { error: 'clash' } } },
    },
  };

  it('prefers literal path segments over template parameters', () => {
    expect(findOperation(synthetic, 'GET', '/items/latest')?.operation.operationId).toBe('getLatest');
    expect(findOperation(synthetic, 'GET', '/items/42')?.operation.operationId).toBe('getItem');
    expect(preferHeaderFor(synthetic, 'GET', '/items/latest', 'by-id')).toBeUndefined();
  });

  it('names the status for any example Prism would not pick by default (lowest 2xx)', () => {
    expect(preferHeaderFor(synthetic, 'POST', '/things', 'ok')).toBe('example=ok');
    expect(preferHeaderFor(synthetic, 'POST', '/things', 'created')).toBe('code=201, example=created');
  });

  it('follows $refs of responses and examples', () => {
    expect(preferHeaderFor(synthetic, 'POST', '/things/', 'clash')).toBe('code=409, example=clash');
    expect(listScenarios(synthetic)).toEqual(['by-id', 'latest', 'ok', 'created', 'clash']);
  });
});

describe('listScenarios', () => {
  const scenarios = listScenarios(contract);

  it('lists every example the contract names as a mock scenario, each once', () => {
    expect(scenarios).toEqual(
      expect.arrayContaining([
        'new-member',
        'eligible-none-agreed',
        'eligible-all-agreed',
        'eligible-otc-only',
        'file-with-edaban',
        'file-without-edaban',
        'pseudonymized',
        'insurer-not-found',
        'eligibility-not-found',
        'certificate-allowed',
        'certificate-refused',
        'certificate-active',
        'certificate-none',
        'reasons-list',
      ]),
    );
    expect(new Set(scenarios).size).toBe(scenarios.length);
  });

  it('keeps every name of the in-page scenario switcher (src/api/mock-scenario.ts)', () => {
    expect(MOCK_SCENARIOS.length).toBeGreaterThan(0);
    expect(scenarios).toEqual(expect.arrayContaining([...MOCK_SCENARIOS]));
  });

  it('makes eligible-none-agreed the default /me answer (first example)', () => {
    expect(scenarios[0]).toBe('eligible-none-agreed');
  });
});
