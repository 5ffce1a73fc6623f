import { startCertificateReads } from '../features/certificate/step-reads';
import { startSettingsReads } from '../features/settings/step-reads';
import { isServiceAgreed } from '../identity/current-user';
import { selectCurrentUser } from '../identity/current-user-slice';
import { loadChunk } from '../lib/loading';
import { routePaths, type RouteName } from '../routing/route-names';
import type { AppStore } from '../store/types';
import type { pages } from './loading-table';

type PageName = keyof typeof pages;

interface Step {
  /** The step's reads (side-effect free), for the member in memory: at the intent, or by the route's loader. */
  reads?: (store: AppStore, atIntent: boolean) => void;
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
    reads: (store, atIntent) => {
      if (atIntent && agreedToCertificate(store)) startCertificateReads(store, 'CertificateProceed', true);
    },
    then: (store) => [agreedToCertificate(store) ? 'CertificateProceed' : 'CertificateTerms'],
  },
  CertificateProceed: { reads: (store, atIntent) => startCertificateReads(store, 'CertificateProceed', atIntent) },
  Certificate: { reads: (store, atIntent) => startCertificateReads(store, 'Certificate', atIntent) },
};

/** Only for the member this tab already holds: their reads cannot land in another member's store (see member-data-wipe). */
const memberKnown = (store: AppStore) => selectCurrentUser(store.getState()) !== undefined;

/**
 * The member's intent to open `route` (pointer down or focus on its link): the page's download, the downloads of the
 * pages the step passes through and the step's reads start together, each without waiting for another.
 */
export const startStep = (store: AppStore, route: RouteName) => {
  if (!memberKnown(store) || route === 'Root') return;
  for (const name of [route, ...(steps[route]?.then?.(store) ?? [])]) loadChunk(name).catch(() => undefined);
  steps[route]?.reads?.(store, true);
};

/** The step a link or button leads to: its `data-step`, or the route of its in-app `href`. */
const stepOf = (target: EventTarget | null): RouteName | undefined => {
  const element = target instanceof Element ? target.closest<HTMLElement>('a[href], [data-step]') : null;
  if (!element) return undefined;
  const named = element.dataset.step;
  if (named) return named in steps ? (named as RouteName) : undefined;
  const url = new URL(element.getAttribute('href') ?? '', window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return (Object.keys(steps) as RouteName[]).find((name) => routePaths[name] === url.pathname);
};

let following: AppStore | undefined;

/**
 * Follows the member's intent for `store`: a pointer down or focus on a link or button of a step
 * (`data-step="<route>"` on a button) starts it. One listener for the document, for the latest store.
 */
const followIntents = (store: AppStore) => {
  if (!following)
    for (const type of ['pointerdown', 'focusin'] as const)
      document.addEventListener(
        type,
        (event) => {
          const route = stepOf(event.target);
          if (route && following) startStep(following, route);
        },
        { capture: true, passive: true },
      );
  following = store;
};

/** The reads of `route`'s step, started with its download by the route's loader, which also follows the intents. */
export const startStepReads = (store: AppStore, route: RouteName) => {
  followIntents(store);
  if (memberKnown(store)) steps[route]?.reads?.(store, false);
};
