import type { CertificateAllowedStatus, CertificateApplication } from '../../api';
import type { RouteName } from '../../routing/route-names';
import { ensureApi } from '../../store/api-loader';
import type { AppStore } from '../../store/types';

/** How long, in ms, the reads started at the member's intent stay this step's when the navigation follows. */
const INTENT_LASTS_MS = 10_000;

interface Mark {
  route: RouteName;
  at: number;
}

const intents = new WeakMap<object, Mark>();
const navigations = new WeakMap<object, Mark & { began: number }>();

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
  if (atIntent) {
    intents.set(store, { route, at: now });
    prefetch(store, { force: true });
    return;
  }
  const intent = intents.get(store);
  intents.delete(store);
  const since = intent?.route === route && now - intent.at < INTENT_LASTS_MS ? intent.at : now;
  navigations.set(store, { route, at: since, began: now });
  prefetch(store, since === now ? { force: true } : { ifOlderThan: (now - since) / 1000 });
};

/**
 * The `forceRefetch` of a guard's read on `route`: an answer that arrived since this navigation began (or since its
 * intent) is this navigation's, and so is a request on its way then, which RTK Query joins (at most a round trip older,
 * and a step waits for no second one); anything older, or a guard outside a started navigation, asks again.
 */
const freshSince = (store: object, route: RouteName): number | true => {
  const mark = navigations.get(store);
  return mark?.route === route ? Math.max((Date.now() - mark.at) / 1000, 0.001) : true;
};

/** A guard's read that failed for this navigation (since its loader) is its answer, not asked for once more. */
const failedInNavigation = (
  store: object,
  route: RouteName,
  read: { isError: boolean; startedTimeStamp?: number },
): boolean => {
  const mark = navigations.get(store);
  return read.isError && mark?.route === route && (read.startedTimeStamp ?? 0) >= mark.began;
};

interface GuardReads {
  getCertificateAllowedStatus: CertificateAllowedStatus;
  getLatestCertificateApplication: CertificateApplication;
}

/** A certificate guard's read on `route`, this navigation's answer (above); a failure is thrown with its error. */
export const readForNavigation = async <Name extends keyof GuardReads>(
  store: AppStore,
  route: RouteName,
  name: Name,
): Promise<GuardReads[Name]> => {
  const api = await store.dispatch(ensureApi());
  // Both are queries without an argument; TypeScript cannot call a union of their endpoints.
  const endpoint = api.endpoints[name] as (typeof api.endpoints)['getLatestCertificateApplication'];
  const read = endpoint.select()(store.getState() as never);
  if (failedInNavigation(store, route, read)) throw read.error;
  const answer = endpoint.initiate(undefined, { subscribe: false, forceRefetch: freshSince(store, route) });
  return (await store.dispatch(answer).unwrap()) as GuardReads[Name];
};
