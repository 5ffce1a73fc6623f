import type { RouteName } from '../../routing/route-names';
import { ensureApi } from '../../store/api-loader';
import type { AppStore } from '../../store/types';

/** How long, in ms, the reads started at the member's intent stay this step's when the navigation follows. */
const INTENT_LASTS_MS = 10_000;

interface Mark {
  route: RouteName;
  at: number;
  /** The requests on their way when it began: their answers were asked for before it. */
  before: ReadonlySet<string>;
}

const requestsOnTheirWay = (state: {
  api?: { queries: Record<string, { status: string; requestId?: string } | undefined> };
}): ReadonlySet<string> =>
  new Set(
    Object.values(state.api?.queries ?? {}).flatMap((query) =>
      query?.status === 'pending' && query.requestId ? [query.requestId] : [],
    ),
  );

const intents = new WeakMap<object, Mark>();
const navigations = new WeakMap<object, Mark>();

const prefetch = (store: AppStore, options: { force: true } | { ifOlderThan: number }) => {
  store.dispatch(ensureApi()).then(
    (api) => {
      store.dispatch(api.util.prefetch('getCertificateAllowedStatus', undefined, options));
      store.dispatch(api.util.prefetch('getLatestCertificateApplication', undefined, options));
    },
    () => undefined,
  );
};

/**
 * What the certificate's pages read before they show (their guards: the permission and the latest application), asked
 * afresh for every navigation: at the member's intent to open `route`, or by `route`'s loader, which adopts the reads
 * of an intent for the same route of the last seconds instead of asking again. Reads only.
 */
export const startCertificateReads = (store: AppStore, route: RouteName, atIntent: boolean) => {
  const now = Date.now();
  const mark: Mark = { route, at: now, before: requestsOnTheirWay(store.getState()) };
  if (atIntent) {
    intents.set(store, mark);
    prefetch(store, { force: true });
    return;
  }
  const intent = intents.get(store);
  intents.delete(store);
  const adopted = intent?.route === route && now - intent.at < INTENT_LASTS_MS ? intent : mark;
  navigations.set(store, adopted);
  prefetch(store, adopted === mark ? { force: true } : { ifOlderThan: (now - adopted.at) / 1000 });
};

/** What is this navigation's on `route`: answers asked for since it began or its intent (outside one, from now on). */
export const navigationReads = (store: AppStore, route: RouteName): Omit<Mark, 'route'> => {
  const mark = navigations.get(store);
  return mark?.route === route ? mark : { at: Date.now(), before: requestsOnTheirWay(store.getState()) };
};
