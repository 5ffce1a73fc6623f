import { parseServiceCode, type ServiceCode } from '../lib/service-codes';
import type { RouteName } from './route-names';

/** The entry route of each service; with no originating service the member returns to the service list. */
const serviceEntryRoute: Record<ServiceCode, RouteName> = {
  otc: 'OtcSignin',
  'my-kenshin': 'MyKenshinSignin',
  'eligibility-certificate': 'EligibilityCertificateSignin',
};

export const serviceRouteFor = (service: ServiceCode | undefined): RouteName =>
  service ? serviceEntryRoute[service] : 'AccountHome';

/** The service named by the `service` query, else by navigation state; unknown values are ignored. */
export const originatingServiceFrom = (search: string, state: unknown): ServiceCode | undefined => {
  const fromQuery = parseServiceCode(new URLSearchParams(search).get('service'));
  if (fromQuery) return fromQuery;
  if (state && typeof state === 'object' && 'service' in state)
    return parseServiceCode((state as { service: unknown }).service);
  return undefined;
};
