import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockOperation } from '../../mocks/mock-operation';
import { meEligibleNoneAgreed } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { setupStore } from '../../mocks/store';
import { ja } from '../i18n/ja';
import * as session from '../identity/session';
import { toErrorMessage } from '../lib/error-message';
import { renderWithProviders } from '../../mocks/render';
import { EARLY_READS_KEY } from '../lib/boot-handoff';
import { offerEarlyRead } from '../lib/early-reads';
import { ME_PATH } from './paths';
import { api, useGetMeQuery } from '.';

const mockedIdToken = jest.spyOn(session, 'currentIdToken');

/** Loads the current user's profile through the generated hook, as screens do. */
const MeSummary = () => {
  const { data, error, isLoading } = useGetMeQuery();
  if (isLoading) return <p>loading</p>;
  if (error) return <p role="alert">{toErrorMessage(error)}</p>;
  return <p>{data?.email}</p>;
};

beforeEach(() => mockedIdToken.mockResolvedValue('id-token-123'));

describe('the generated client through the base query', () => {
  it('shows the current user loaded with the bearer ID token and JSON headers', async () => {
    let seen: Headers | undefined;
    server.use(
      mockOperation('getMe', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByText(meEligibleNoneAgreed.email)).toBeInTheDocument();
    expect(seen?.get('authorization')).toBe('Bearer id-token-123');
    expect(seen?.get('accept')).toBe('application/json');
    expect(seen?.get('content-type')).toBe('application/json');
  });

  it('omits the Authorization header silently when there is no session', async () => {
    mockedIdToken.mockResolvedValue(undefined);
    let authorization: string | null = 'unset';
    server.use(
      mockOperation('getMe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByText(meEligibleNoneAgreed.email)).toBeInTheDocument();
    expect(authorization).toBeNull();
  });

  it('shows the communication-error text when the server keeps failing with 500', async () => {
    let calls = 0;
    server.use(
      mockOperation('getMe', () => {
        calls += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.errors.communication);
    expect(calls).toBe(4); // the first try and 3 retries
  });

  it('shows the body errors of a failed call', async () => {
    server.use(
      mockOperation('getMe', () => HttpResponse.json({ errors: ['会員情報を取得できませんでした'] }, { status: 422 })),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByRole('alert')).toHaveTextContent('会員情報を取得できませんでした');
  });

  it('turns a 200 with an HTML page into the communication-error text, not an exception', async () => {
    server.use(
      mockOperation(
        'getMe',
        () =>
          new HttpResponse('<!doctype html><html><body>maintenance</body></html>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.errors.communication);
  });

  it('recovers by itself when a GET fails with 503 and then succeeds', async () => {
    let calls = 0;
    server.use(
      mockOperation('getMe', () => {
        calls += 1;
        return calls < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByText(meEligibleNoneAgreed.email)).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('retries a dropped connection on a GET', async () => {
    let calls = 0;
    server.use(
      mockOperation('getMe', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByText(meEligibleNoneAgreed.email)).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('never retries a write', async () => {
    let calls = 0;
    server.use(
      mockOperation('createOtcToken', () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const store = setupStore(undefined, { api });
    const result = await store.dispatch(api.endpoints.createOtcToken.initiate({ otcTokenRequest: {} }));
    expect(result.error).toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });

  it('reads again for the next screen after a failed refetch, although the entry once held data', async () => {
    let answer: 'ok' | 'refused' = 'ok';
    let calls = 0;
    server.use(
      mockOperation('getMe', () => {
        calls += 1;
        return answer === 'ok'
          ? HttpResponse.json(meEligibleNoneAgreed)
          : HttpResponse.json({ errors: ['x'] }, { status: 403 });
      }),
    );
    const store = setupStore(undefined, { api });
    const first = store.dispatch(api.endpoints.getMe.initiate());
    expect((await first).data?.email).toBe(meEligibleNoneAgreed.email);
    answer = 'refused';
    expect((await first.refetch()).error).toMatchObject({ status: 403 });
    answer = 'ok';
    // A screen opened next subscribes without forcing: the failure is not served from the cache.
    const next = store.dispatch(api.endpoints.getMe.initiate());
    expect((await next).data?.email).toBe(meEligibleNoneAgreed.email);
    expect((await next).status).toBe('fulfilled');
    expect(calls).toBe(3);
    first.unsubscribe();
    next.unsubscribe();
  });
});

describe('the /me the app shell’s boot script sent (src/lib/boot-handoff.ts)', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_KEY];
  });
  const offerMe = (bearer: string, email: string) =>
    offerEarlyRead(
      { method: 'GET', url: `${window.location.origin}${ME_PATH}`, token: bearer },
      Promise.resolve(Response.json({ ...meEligibleNoneAgreed, email })),
    );

  it('is taken by the client’s first /me with the same bearer: not asked again', async () => {
    let asked = 0;
    server.use(
      mockOperation('getMe', () => {
        asked += 1;
        return HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    offerMe('id-token-123', 'early@example.com');
    renderWithProviders(<MeSummary />);
    expect(await screen.findByText('early@example.com')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('is not taken with another member’s bearer: the client asks for its own', async () => {
    server.use(mockOperation('getMe', () => HttpResponse.json(meEligibleNoneAgreed)));
    offerMe('id-token-of-someone-else', 'someone-else@example.com');
    renderWithProviders(<MeSummary />);
    expect(await screen.findByText(meEligibleNoneAgreed.email)).toBeInTheDocument();
    expect(screen.queryByText('someone-else@example.com')).not.toBeInTheDocument();
  });
});

describe('a session that cannot be refreshed for a blip (network error, 5xx at the identity service)', () => {
  const blip = () => Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });
  beforeEach(() => mockedIdToken.mockClear());

  it('a GET is not sent as nobody: it tries again and goes with the bearer once the session is back', async () => {
    mockedIdToken.mockRejectedValueOnce(blip()).mockRejectedValueOnce(blip());
    const authorizations: (string | null)[] = [];
    server.use(
      mockOperation('getMe', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByText(meEligibleNoneAgreed.email)).toBeInTheDocument();
    expect(authorizations).toEqual(['Bearer id-token-123']);
  });

  it('a GET whose session stays out of reach ends with the communication-error text, never sent without a bearer', async () => {
    mockedIdToken.mockRejectedValue(blip());
    let calls = 0;
    server.use(
      mockOperation('getMe', () => {
        calls += 1;
        return HttpResponse.json(meEligibleNoneAgreed);
      }),
    );
    renderWithProviders(<MeSummary />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.errors.communication);
    expect(calls).toBe(0);
    expect(mockedIdToken).toHaveBeenCalledTimes(4); // the first try and 3 retries
  });

  it('a write is not sent at all and fails once with the communication error', async () => {
    mockedIdToken.mockRejectedValue(blip());
    let calls = 0;
    server.use(
      mockOperation('createOtcToken', () => {
        calls += 1;
        return HttpResponse.json({ token: 't' }, { status: 201 });
      }),
    );
    const store = setupStore(undefined, { api });
    const result = await store.dispatch(api.endpoints.createOtcToken.initiate({ otcTokenRequest: {} }));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(toErrorMessage(result.error as never)).toBe(ja.errors.communication);
    expect(calls).toBe(0);
    expect(mockedIdToken).toHaveBeenCalledTimes(1);
  });
});
