import { http, HttpResponse } from 'msw';
import { certificateActive, certificateAllowed, meAllAgreed, newApplicationMembers, reasons } from './fixtures';
import { server } from './server';

/** Request paths of the certificate calls, for msw handlers in this feature's tests. */
export const CERT = {
  me: '*/api/v1/user/white_id_accounts/me',
  allowed: '*/api/v1/user/eligibility_certificate_allowed_status',
  latest: '*/api/v1/user/eligibility_certificate_applications/latest',
  expire: '*/api/v1/user/eligibility_certificate_applications/latest/expire',
  applications: '*/api/v1/user/eligibility_certificate_applications',
  newApplication: '*/api/v1/user/eligibility_certificate_applications/new',
  reasons: '*/api/v1/user/eligibility_certificate_reasons',
};

/** An eligible member who agreed to the certificate terms, is allowed, has an active certificate and can apply. */
export const useCertificateApi = () =>
  server.use(
    http.get(CERT.me, () => HttpResponse.json(meAllAgreed)),
    http.get(CERT.allowed, () => HttpResponse.json(certificateAllowed)),
    http.get(CERT.latest, () => HttpResponse.json(certificateActive)),
    http.get(CERT.newApplication, () => HttpResponse.json(newApplicationMembers)),
    http.get(CERT.reasons, () => HttpResponse.json(reasons)),
  );
