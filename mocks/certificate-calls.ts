import { certificateActive, certificateAllowed, meAllAgreed, newApplicationMembers, reasons } from './fixtures';
import { mockOperation } from './mock-operation';
import { server } from './server';

/** The certificate screens' calls: an eligible member who agreed to the certificate terms, is allowed, has an active certificate and can apply. */
export const mockCertificateCalls = () =>
  server.use(
    mockOperation('getMe', meAllAgreed),
    mockOperation('getCertificateAllowedStatus', certificateAllowed),
    mockOperation('getLatestCertificateApplication', certificateActive),
    mockOperation('getNewCertificateApplication', newApplicationMembers),
    mockOperation('getCertificateReasons', reasons),
  );
