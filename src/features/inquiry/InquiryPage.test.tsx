import { act, screen } from '@testing-library/react';
import * as Auth from 'aws-amplify/auth';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import { renderRoute } from '../../../mocks/render';
import { PROBE_TIMEOUT_MS } from './use-frame-reachable';

const url = currentEnvironment.external.inquiryFormUrl;

beforeEach(() =>
  jest.mocked(Auth.fetchAuthSession).mockResolvedValue({ tokens: undefined } as unknown as Auth.AuthSession),
);
afterEach(() => jest.useRealTimers());

it('embeds the external form when its service answers, with a plain link beside it', async () => {
  server.use(http.get(url, () => new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } })));
  renderRoute('/inquiry');
  const frame = await screen.findByTitle(ja.inquiry.frameTitle);
  expect(frame).toHaveAttribute('src', url);
  expect(screen.getByRole('link', { name: new RegExp(ja.inquiry.openDirectly) })).toHaveAttribute('href', url);
});

it('offline or unreachable: the message and a plain link, no empty frame', async () => {
  server.use(http.get(url, () => HttpResponse.error()));
  renderRoute('/inquiry');
  expect(await screen.findByText(ja.inquiry.loadFailed)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: new RegExp(ja.inquiry.openDirectly) })).toHaveAttribute('href', url);
  expect(screen.queryByTitle(ja.inquiry.frameTitle)).not.toBeInTheDocument();
});

it('no answer within the timeout counts as unreachable', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  server.use(http.get(url, () => new Promise<Response>(() => undefined)));
  renderRoute('/inquiry');
  await screen.findByRole('heading', { level: 1, name: ja.inquiry.heading });
  expect(screen.queryByText(ja.inquiry.loadFailed)).not.toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(PROBE_TIMEOUT_MS);
  });
  expect(await screen.findByText(ja.inquiry.loadFailed)).toBeInTheDocument();
  expect(screen.queryByTitle(ja.inquiry.frameTitle)).not.toBeInTheDocument();
});
