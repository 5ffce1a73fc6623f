import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rawRequest, type RawRequest } from '../../mocks/raw-http';
import { findOperation, loadContract, resolve, type ResponseObject } from '../../openapi/contract';
import { MAX_BODY_BYTES } from '../http';
import { freePort, startChild, waitForHttp, type Child } from '../processes';
import { claimsFromBearer, startApiGateway } from './gateway';

/**
 * The gateway in front of the real Prism (run as the stack runs it, with --errors): every answer is checked against
 * the contract's response schema, each write is remembered per member (`sub`), and two members never see each
 * other's data.
 */

const ROOT = path.resolve(__dirname, '../..');
const CONTRACT = path.join(ROOT, 'openapi/core-api.yaml');
const PRISM = path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');
const API = '/api/v1/user';

const contract = loadContract(CONTRACT);
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(contract as object, 'core-api');

/** The response schema of this call, or undefined when the contract declares no JSON body for it. */
const validatorFor = (method: string, urlPath: string, status: number): ValidateFunction | undefined => {
  const entry = findOperation(contract, method, urlPath);
  if (!entry) throw new Error(`no operation for ${method} ${urlPath}`);
  const response = entry.operation.responses?.[String(status)];
  if (!response) throw new Error(`${entry.operation.operationId} declares no ${status}`);
  const pointer = `/paths/${entry.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${entry.method}/responses/${status}`;
  const resolved = resolve<ResponseObject>(contract, response, pointer);
  if (!resolved.value.content?.['application/json']) return undefined;
  return ajv.getSchema(`core-api#${resolved.pointer}/content/application~1json/schema`);
};

let counter = 0;
const member = (email: string) => ({ sub: `test-sub-${Date.now()}-${(counter += 1)}`, email });
type Member = ReturnType<typeof member>;
const bearerFor = (claims: Partial<Member>) =>
  `Bearer e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

let prism: Child;
let gateway: Awaited<ReturnType<typeof startApiGateway>>;

beforeAll(async () => {
  const prismPort = await freePort();
  prism = startChild(
    'prism',
    process.execPath,
    [PRISM, 'mock', '-h', '127.0.0.1', '-p', String(prismPort), '--errors', CONTRACT],
    { cwd: ROOT },
  );
  await waitForHttp(`http://127.0.0.1:${prismPort}/`);
  gateway = await startApiGateway({
    port: await freePort(),
    upstream: `http://127.0.0.1:${prismPort}`,
    contractPath: CONTRACT,
  });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await prism?.stop();
});

interface Answer {
  status: number;
  body: Record<string, unknown> & { members?: Record<string, unknown>[] };
  text: string;
}

/** One call through the gateway; its answer must satisfy the contract. */
const call = async (
  who: Member,
  method: string,
  route: string,
  options: { body?: unknown; scenario?: string } = {},
): Promise<Answer> => {
  const response = await fetch(`${gateway.url}${API}${route}`, {
    method,
    headers: {
      authorization: bearerFor(who),
      ...(options.scenario ? { prefer: `example=${options.scenario}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Answer['body']) : {};
  const validate = validatorFor(method, `${API}${route.replace(/\?.*$/, '')}`, response.status);
  if (validate)
    expect({ route, valid: validate(body), errors: ajv.errorsText(validate.errors) }).toEqual({
      route,
      valid: true,
      errors: 'No errors',
    });
  else expect(text).toBe('');
  return { status: response.status, body, text };
};

const READS = [
  '/white_id_accounts/me',
  '/insurer_members',
  '/otc_accounts/me',
  '/eligibility_certificate_applications/new',
  '/eligibility_certificate_applications/latest',
];
const readAll = async (who: Member) => Promise.all(READS.map((route) => call(who, 'GET', route)));

const FILE_REGISTRATION = {
  insurer_id: 1,
  kigou: 'AB12',
  bangou: '3456',
  edaban: '01',
  last_name: '高橋',
  first_name: '健',
  last_name_kana: 'タカハシ',
  first_name_kana: 'ケン',
  birthday: '1970-02-03',
};

describe('claimsFromBearer', () => {
  it('reads sub and e-mail (lower-cased) from the token; no sub, no member', () => {
    expect(claimsFromBearer(bearerFor({ sub: 'abc', email: 'Hanako@Example.com' }))).toEqual({
      sub: 'abc',
      email: 'hanako@example.com',
    });
    expect(claimsFromBearer(bearerFor({ email: 'hanako@example.com' }))).toBeUndefined();
    expect(claimsFromBearer('Bearer not-a-token')).toBeUndefined();
    expect(claimsFromBearer(undefined)).toBeUndefined();
  });
});

describe('the API gateway in front of Prism', () => {
  it('gives each demo member their own data: nothing of eligible@ reaches sms@', async () => {
    const a = member('eligible@example.com');
    const b = member('sms@example.com');
    const [aMe, aRecord, aShop, aNew, aLatest] = await readAll(a);
    const [bMe, bRecord, bShop, bNew, bLatest] = await readAll(b);
    expect(aMe!.body).toMatchObject({
      sub: a.sub,
      email: a.email,
      name: '山田 太郎',
      family_name_kana: 'ヤマダ',
      insurer_number: '06139992',
      phone_number: null,
    });
    expect(bMe!.body).toMatchObject({
      sub: b.sub,
      email: b.email,
      name: '佐藤 花子',
      family_name_kana: 'サトウ',
      insurer_number: '06271233',
      phone_number: '+819012345678',
    });
    expect(aRecord!.body).toMatchObject({
      full_name: '山田 太朗',
      address: '東京都千代田区丸の内1-1-1 サンプルマンション101',
    });
    expect(bRecord!.body).toMatchObject({ full_name: '佐藤 花子', full_name_kana: 'サトウ ハナコ' });
    expect(bShop!.body).toMatchObject({ email: b.email, last_name: '佐藤', tag_string: 'insurer-06271233' });
    expect(bNew!.body.members?.map((entry) => entry.full_name)).toEqual(['佐藤 花子', '佐藤 蓮']);
    expect(bLatest!.body.members?.map((entry) => entry.insurer_name)).toEqual([
      'なにわ健康保険組合',
      'なにわ健康保険組合',
    ]);

    const everythingOfB = [bMe, bRecord, bShop, bNew, bLatest].map((answer) => answer!.text).join('\n');
    for (const ofA of [
      '山田',
      '太郎',
      '太朗',
      'さくら',
      'ヤマダ',
      'サクラ',
      a.email,
      a.sub,
      'サンプル健康保険組合',
      '06139992',
      '丸の内',
      '1985-04-01',
    ]) {
      expect({ ofA, shown: everythingOfB.includes(ofA) }).toEqual({ ofA, shown: false });
    }
    const everythingOfA = [aMe, aRecord, aShop, aNew, aLatest].map((answer) => answer!.text).join('\n');
    for (const ofB of ['佐藤', '花子', 'サトウ', b.email, 'なにわ', '梅田', '+819012345678']) {
      expect({ ofB, shown: everythingOfA.includes(ofB) }).toEqual({ ofB, shown: false });
    }
  });

  it('keys memory by sub: after an e-mail change the member is still eligible, under the new address', async () => {
    const fresh = member('fresh@example.com');
    expect((await call(fresh, 'GET', '/white_id_accounts/me')).body).toMatchObject({
      insurer_number: null,
      email: 'fresh@example.com',
    });
    expect((await call(fresh, 'POST', '/white_id_accounts', { body: FILE_REGISTRATION })).status).toBe(201);
    const renamed = { ...fresh, email: 'renamed@example.com' };
    expect((await call(renamed, 'GET', '/white_id_accounts/me')).body).toMatchObject({
      sub: fresh.sub,
      email: 'renamed@example.com',
      insurer_number: '06139992',
      name: '高橋 健',
    });
    // Another member with the old address is someone else.
    expect((await call(member('fresh@example.com'), 'GET', '/white_id_accounts/me')).body).toMatchObject({
      insurer_number: null,
    });
  });

  it('remembers eligibility registration: the record, the family and /me follow the registered details', async () => {
    const fresh = member('register@example.com');
    expect((await call(fresh, 'GET', '/insurer_members')).status).toBe(404);
    const registered = await call(fresh, 'POST', '/white_id_accounts', { body: FILE_REGISTRATION });
    expect(registered.body).toMatchObject({
      sub: fresh.sub,
      email: fresh.email,
      name: '高橋 健',
      birthdate: '1970-02-03',
      agreed_services: [],
    });
    const [me, record, , applicants] = await readAll(fresh);
    expect(me!.body).toMatchObject({ family_name: '高橋', given_name: '健', given_name_kana: 'ケン', insurer_id: 1 });
    expect(record!.body).toMatchObject({ full_name: '高橋 健', kigou: 'AB12', bangou: '3456', edaban: '01' });
    expect(applicants!.body.members?.map((entry) => entry.full_name)).toEqual(['高橋 健', '高橋 さくら']);
  });

  it('remembers a pseudonymized registration with its gender; a refused registration changes nothing', async () => {
    const refused = member('refused@example.com');
    expect(
      (
        await call(refused, 'POST', '/white_id_accounts', {
          body: FILE_REGISTRATION,
          scenario: 'eligibility-not-found',
        })
      ).status,
    ).toBe(404);
    expect((await call(refused, 'GET', '/white_id_accounts/me')).body).toMatchObject({
      insurer_number: null,
      name: null,
    });
    // Prism refuses a body that breaks the contract (422): not remembered either.
    expect(
      (await call(refused, 'POST', '/white_id_accounts', { body: { ...FILE_REGISTRATION, birthday: '1970/02/03' } }))
        .status,
    ).toBe(422);
    expect((await call(refused, 'GET', '/white_id_accounts/me')).body).toMatchObject({ insurer_number: null });

    const pseudonymized = member('pseudo@example.com');
    const { edaban: _edaban, ...rest } = FILE_REGISTRATION;
    expect(
      (
        await call(pseudonymized, 'POST', '/pseudonymized_white_id_accounts', {
          body: { ...rest, insurer_id: 3, gender: 'FEMALE' },
        })
      ).status,
    ).toBe(201);
    expect((await call(pseudonymized, 'GET', '/white_id_accounts/me')).body).toMatchObject({
      gender: 'FEMALE',
      insurer_id: 3,
      insurer_number: '63134563',
    });
  });

  it('remembers the marketing-consent choice, per member', async () => {
    const a = member('eligible@example.com');
    const other = member('sms@example.com');
    expect((await call(a, 'GET', '/otc_accounts/me')).body.email_marketing_consent).toBe(true);
    expect(
      (await call(a, 'PUT', '/otc_accounts/email_marketing_consent', { body: { email_marketing_consent: false } }))
        .status,
    ).toBe(204);
    expect((await call(a, 'GET', '/otc_accounts/me')).body.email_marketing_consent).toBe(false);
    expect((await call(other, 'GET', '/otc_accounts/me')).body.email_marketing_consent).toBe(true);
    // A body Prism refuses is not remembered.
    expect(
      (await call(a, 'PUT', '/otc_accounts/email_marketing_consent', { body: { email_marketing_consent: 'yes' } }))
        .status,
    ).toBe(422);
    expect((await call(a, 'GET', '/otc_accounts/me')).body.email_marketing_consent).toBe(false);
    expect(
      (await call(a, 'PUT', '/otc_accounts/email_marketing_consent', { body: { email_marketing_consent: true } }))
        .status,
    ).toBe(204);
    expect((await call(a, 'GET', '/otc_accounts/me')).body.email_marketing_consent).toBe(true);
  });

  it('remembers name updates: a typed name, and with no body the name on the insurer record', async () => {
    const a = member('eligible@example.com');
    expect((await call(a, 'PUT', '/user_profiles/update_name')).status).toBe(204);
    expect((await call(a, 'GET', '/white_id_accounts/me')).body).toMatchObject({
      name: '山田 太朗',
      given_name: '太朗',
    });
    const typed = { last_name: '山本', first_name: '太一', last_name_kana: 'ヤマモト', first_name_kana: 'タイチ' };
    expect((await call(a, 'PUT', '/user_profiles/update_name', { body: typed })).status).toBe(204);
    expect((await call(a, 'GET', '/white_id_accounts/me')).body).toMatchObject({
      name: '山本 太一',
      family_name_kana: 'ヤマモト',
      given_name_kana: 'タイチ',
    });
    expect((await call(member('eligible@example.com'), 'GET', '/white_id_accounts/me')).body).toMatchObject({
      name: '山田 太郎',
    });
  });

  it('remembers service registrations (file and pseudonymized); the shop one opens the shop account with its consent', async () => {
    const fresh = member('services@example.com');
    await call(fresh, 'POST', '/white_id_accounts', { body: FILE_REGISTRATION });
    expect(
      (
        await call(fresh, 'POST', '/service_registrations', {
          body: { service_code: 'my-kenshin', email_marketing_consent: false },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(fresh, 'POST', '/pseudonymized_service_registrations', {
          body: { service_code: 'otc', email_marketing_consent: false },
        })
      ).status,
    ).toBe(201);
    const me = (await call(fresh, 'GET', '/white_id_accounts/me')).body;
    expect(me.agreed_services).toEqual(['my-kenshin', 'otc']);
    expect(me.otc_user_id).toMatch(/^otc-local-/);
    expect((await call(fresh, 'GET', '/otc_accounts/me')).body).toMatchObject({
      email: fresh.email,
      last_name: '高橋',
      email_marketing_consent: false,
    });
    expect((await call(member('services@example.com'), 'GET', '/white_id_accounts/me')).body.agreed_services).toEqual(
      [],
    );
  });

  it('remembers certificate applications and their expiry', async () => {
    const b = member('sms@example.com');
    expect((await call(b, 'GET', '/eligibility_certificate_applications/latest')).body).toMatchObject({
      is_active: true,
    });
    expect((await call(b, 'POST', '/eligibility_certificate_applications/latest/expire')).status).toBe(204);
    const expired = (await call(b, 'GET', '/eligibility_certificate_applications/latest')).body;
    expect(expired.is_active).toBe(false);
    expect(Date.parse(String(expired.expired_at))).toBeLessThanOrEqual(Date.now());
    // Nothing active left to expire.
    expect((await call(b, 'POST', '/eligibility_certificate_applications/latest/expire')).status).toBe(404);

    const addresses = [
      { insurer_member_id: 2001, address: '大阪府大阪市中央区難波5-1-60' },
      { insurer_member_id: 2002, address: '大阪府大阪市中央区難波5-1-61' },
    ];
    const created = await call(b, 'POST', '/eligibility_certificate_applications', {
      body: { reason_id: 4, addresses },
    });
    expect(created.status).toBe(201);
    const latest = (await call(b, 'GET', '/eligibility_certificate_applications/latest')).body;
    expect(latest).toEqual(created.body);
    expect(latest).toMatchObject({ is_active: true, expired_at: '2099-12-31T23:59:59+09:00' });
    expect(latest.members?.map((entry) => [entry.full_name, entry.address, entry.insured_person_full_name])).toEqual([
      ['佐藤 花子', '大阪府大阪市中央区難波5-1-60', '佐藤 花子'],
      ['佐藤 蓮', '大阪府大阪市中央区難波5-1-61', '佐藤 花子'],
    ]);
    expect(
      (await call(member('sms@example.com'), 'GET', '/eligibility_certificate_applications/latest')).body.members?.[0]
        ?.address,
    ).not.toBe(addresses[0]!.address);
  });

  it('plays a scenario asked for, with the member in it; a scenario of other operations leaves memory in charge', async () => {
    const b = member('sms@example.com');
    const allAgreed = (await call(b, 'GET', '/white_id_accounts/me', { scenario: 'eligible-all-agreed' })).body;
    expect(allAgreed).toMatchObject({
      sub: b.sub,
      email: b.email,
      name: '佐藤 花子',
      agreed_services: ['otc', 'my-kenshin', 'eligibility-certificate'],
    });
    expect((await call(b, 'GET', '/white_id_accounts/me', { scenario: 'server-error' })).status).toBe(500);
    expect((await call(b, 'GET', '/otc_accounts/me', { scenario: 'otc-account-not-found' })).status).toBe(404);
    expect((await call(b, 'GET', '/insurer_members', { scenario: 'insurer-member-not-found' })).status).toBe(404);
    // 'file-with-edaban' names no /me example: /me answers from memory.
    expect((await call(b, 'GET', '/white_id_accounts/me', { scenario: 'file-with-edaban' })).body).toMatchObject({
      name: '佐藤 花子',
      agreed_services: [],
    });
    // A fresh member asking for an eligible scenario gets no one's phone number.
    expect(
      (await call(member('someone@example.com'), 'GET', '/white_id_accounts/me', { scenario: 'eligible-all-agreed' }))
        .body,
    ).toMatchObject({ phone_number: null });
  });
});

describe('the request entry', () => {
  /** A raw request to the gateway, so the target can be anything (../../mocks/raw-http). */
  const raw = (target: string, options: Omit<RawRequest, 'target'> = {}) =>
    rawRequest(new URL(gateway.url).port, { ...options, target });

  let elsewhere: http.Server;
  let hits = 0;
  beforeAll(async () => {
    elsewhere = http.createServer((_request, response) => {
      hits += 1;
      response.end('{}');
    });
    await new Promise<void>((resolvePromise) => elsewhere.listen(0, '127.0.0.1', resolvePromise));
  });
  afterAll(() => new Promise<void>((resolvePromise) => elsewhere.close(() => resolvePromise())));

  const stillAnswers = async () =>
    expect((await call(member('eligible@example.com'), 'GET', '/white_id_accounts/me')).status).toBe(200);
  const authorization = bearerFor(member('eligible@example.com'));

  it.each([
    ['absolute form', () => `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}${API}/white_id_accounts/me`],
    ['a //host target', () => `//127.0.0.1:${(elsewhere.address() as AddressInfo).port}${API}/white_id_accounts/me`],
    ['a /\\host target', () => `/\\127.0.0.1:${(elsewhere.address() as AddressInfo).port}${API}/white_id_accounts/me`],
    ['asterisk form', () => '*'],
  ])('%s gets 400, reaches no other host, and the gateway keeps answering', async (_label, target) => {
    const answer = await raw(target(), { headers: { authorization } });
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
      status: 400,
      body: { error: 'Bad request target' },
    });
    expect(hits).toBe(0);
    await stillAnswers();
  });

  it('refuses a body over the limit with 413, and keeps answering', async () => {
    const body = JSON.stringify({ email_marketing_consent: false, padding: 'a'.repeat(MAX_BODY_BYTES) });
    const answer = await raw(`${API}/otc_accounts/email_marketing_consent`, {
      method: 'PUT',
      body,
      headers: { authorization, 'content-type': 'application/json' },
    });
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
      status: 413,
      body: { error: 'Request body too large' },
    });
    await stillAnswers();
  });

  it.each(['evil.example', 'evil.example:8080', '127.0.0.1.nip.io'])(
    'refuses Host %p (DNS rebinding) with 403 and sends nothing on',
    async (host) => {
      const answer = await raw(`${API}/white_id_accounts/me`, { headers: { authorization, host } });
      expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
        status: 403,
        body: { error: 'Unknown Host' },
      });
      await stillAnswers();
    },
  );

  it.each(['localhost:8080', '127.0.0.1:8080', '[::1]:8080'])(
    'takes the dev server’s Host %p (its proxy passes the page’s own)',
    async (host) => {
      expect((await raw(`${API}/white_id_accounts/me`, { headers: { authorization, host } })).status).toBe(200);
    },
  );

  it('gives no CORS headers to any Origin (the app reaches it through the dev server, same origin)', async () => {
    const answer = await raw(`${API}/white_id_accounts/me`, {
      headers: { authorization, origin: 'http://evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
