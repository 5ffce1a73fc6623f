import { startCertificateReads } from '../features/certificate/step-reads';
import { startSettingsReads } from '../features/settings/step-reads';
import { isServiceAgreed } from '../identity/current-user';
import { selectCurrentUser } from '../identity/current-user-slice';
import { loadChunk } from '../lib/loading';
import type { RouteName } from '../routing/route-names';
import type { AppStore } from '../store/types';
import type { pages } from './loading-table';

type PageName = keyof typeof pages;

interface Step {
  /** The step's reads (side-effect free), for the member in memory. */
  reads?: (store: AppStore) => void;
  /** The pages the step passes through after its own, for the member in memory. */
  then?: (store: AppStore) => PageName[];
}

const agreedToCertificate = (store: AppStore) => {
  const user = selectCurrentUser(store.getState());
  return user !== undefined && isServiceAgreed(user, 'eligibility-certificate');
};

/** The signed-in steps whose reads start before the page's download has arrived, by route. */
const steps: Partial<Record<RouteName, Step>> = {
  AccountSettings: { reads: startSettingsReads },
  EligibilityCertificateSignin: {
    reads: (store) => {
      if (agreedToCertificate(store)) startCertificateReads(store);
    },
    then: (store) => [agreedToCertificate(store) ? 'CertificateProceed' : 'CertificateTerms'],
  },
  CertificateProceed: { reads: startCertificateReads },
  Certificate: { reads: startCertificateReads },
};

/** Only for the member this tab already holds: their reads cannot land in another member's store (see member-data-wipe). */
const memberKnown = (store: AppStore) => selectCurrentUser(store.getState()) !== undefined;

/** The reads of `route`'s step, started with its download (the route's loader). */
export const startStepReads = (store: AppStore, route: RouteName) => {
  if (memberKnown(store)) steps[route]?.reads?.(store);
};

/**
 * The member's intent to open `route` (pointer down or focus on its link): the page's download, the downloads of the
 * pages the step passes through and the step's reads start together, each without waiting for another.
 */
export const startStep = (store: AppStore, route: RouteName) => {
  if (!memberKnown(store) || route === 'Root') return;
  const names = [route, ...(steps[route]?.then?.(store) ?? [])];
  for (const name of names) loadChunk(name).catch(() => undefined);
  startStepReads(store, route);
};
