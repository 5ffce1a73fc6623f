import { HttpResponse } from 'msw';
import { certificateNone, insurerFileWithEdaban, meAllAgreed, serverError } from './fixtures';
import { mockOperation, requestOf } from './mock-operation';
import { server } from './server';

const origin = 'http://localhost';

describe('mockOperation', () => {
  it('takes method and path from the contract, path parameters included', () => {
    expect(requestOf('getMe')).toEqual({ method: 'get', path: '*/api/v1/user/white_id_accounts/me' });
    expect(requestOf('getInsurer')).toEqual({ method: 'get', path: '*/api/v1/user/insurers/:insurerNumber' });
    expect(requestOf('updateEmail')).toEqual({ method: 'patch', path: '*/api/v1/user/email' });
  });

  it('answers a fixture with the status of the response it stands for', async () => {
    server.use(mockOperation('getMe', meAllAgreed), mockOperation('getLatestCertificateApplication', certificateNone));
    const me = await fetch(`${origin}/api/v1/user/white_id_accounts/me`);
    expect([me.status, await me.json()]).toEqual([200, meAllAgreed]);
    const latest = await fetch(`${origin}/api/v1/user/eligibility_certificate_applications/latest`);
    expect([latest.status, await latest.json()]).toEqual([404, certificateNone]);
  });

  it('answers a path with parameters, an error body of any operation, and an explicit status', async () => {
    server.use(mockOperation('getInsurer', serverError), mockOperation('getOtcAccount', serverError, { status: 503 }));
    expect((await fetch(`${origin}/api/v1/user/insurers/06139999`)).status).toBe(500);
    expect((await fetch(`${origin}/api/v1/user/otc_accounts/me`)).status).toBe(503);
  });

  it('hands a resolver to msw as it is', async () => {
    server.use(mockOperation('createOtcToken', () => HttpResponse.json({ error: 'busy' }, { status: 429 })));
    const answer = await fetch(`${origin}/api/v1/user/otc_tokens`, { method: 'POST' });
    expect([answer.status, await answer.json()]).toEqual([429, { error: 'busy' }]);
  });

  it('refuses a success fixture of another operation and an operation the contract lacks', () => {
    // The types refuse it too; a test typed loosely still fails at run time.
    expect(() => mockOperation('getMe', insurerFileWithEdaban as never)).toThrow(
      'the fixture given for getMe stands for getInsurer 200',
    );
    expect(() => mockOperation('getNothing' as 'getMe', meAllAgreed)).toThrow('no operation getNothing');
  });
});
