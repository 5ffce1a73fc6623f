import { ensureApi } from '../../store/api-loader';
import type { AppStore } from '../../store/types';

/**
 * How old, in seconds, an answer of the certificate's status reads may be and still count as asked afresh: one read at
 * the member's intent serves the step's guards, not a second one after the page's download.
 */
export const CERTIFICATE_READ_FRESH_S = 10;

/**
 * What the certificate's pages read before they show (their guards: the permission and the latest application),
 * started at the member's intent and with the route's download. Reads only: nothing here writes or issues anything.
 */
export const startCertificateReads = (store: AppStore) => {
  store.dispatch(ensureApi()).then(
    (api) => {
      const options = { ifOlderThan: CERTIFICATE_READ_FRESH_S };
      store.dispatch(api.util.prefetch('getCertificateAllowedStatus', undefined, options));
      store.dispatch(api.util.prefetch('getLatestCertificateApplication', undefined, options));
    },
    () => undefined,
  );
};
