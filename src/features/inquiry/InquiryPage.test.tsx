import { act, screen, waitFor } from '@testing-library/react';
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

/**
 * The probe's time limit as the page sets it (a timer of PROBE_TIMEOUT_MS), for the test to fire: however long the page
 * takes to render, the limit does not pass before the test says so (a fake clock that runs with real time passed it
 * on a slow machine). The timer itself still runs; the page clears it when it unmounts.
 */
let restoreSetTimeout: (() => void) | undefined;
const catchProbeLimit = () => {
  const setTimer = globalThis.setTimeout;
  const limit: { fire?: () => void } = {};
  // A plain function, not a jest.fn: Testing Library takes a mocked setTimeout for fake timers and advances them.
  globalThis.setTimeout = ((handler: () => void, delay?: number, ...args: unknown[]) => {
    if (delay === PROBE_TIMEOUT_MS) limit.fire = handler;
    return setTimer(handler, delay, ...args);
  }) as typeof setTimeout;
  restoreSetTimeout = () => {
    globalThis.setTimeout = setTimer;
  };
  return limit;
};
afterEach(() => {
  restoreSetTimeout?.();
  restoreSetTimeout = undefined;
});

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
  const limit = catchProbeLimit();
  let asked = false;
  server.use(
    http.get(url, () => {
      asked = true;
      return new Promise<Response>(() => undefined);
    }),
  );
  renderRoute('/inquiry');
  await screen.findByRole('heading', { level: 1, name: ja.inquiry.heading });
  await waitFor(() => expect(asked).toBe(true));
  expect(limit.fire).toBeInstanceOf(Function);
  expect(screen.queryByText(ja.inquiry.loadFailed)).not.toBeInTheDocument();
  act(() => limit.fire?.());
  expect(await screen.findByText(ja.inquiry.loadFailed)).toBeInTheDocument();
  expect(screen.queryByTitle(ja.inquiry.frameTitle)).not.toBeInTheDocument();
});
