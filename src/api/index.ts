import { coreApi } from './generated/core-api';

export * from './generated/core-api';

/** Cache tags are hand-written here, never in the generated file: writes that change the member invalidate the current user. */
export const api = coreApi.enhanceEndpoints({
  addTagTypes: ['Me', 'InsurerMember', 'OtcAccount', 'CertificateApplication'],
  endpoints: {
    getMe: { providesTags: ['Me'] },
    createWhiteIdAccount: { invalidatesTags: ['Me'] },
    createPseudonymizedWhiteIdAccount: { invalidatesTags: ['Me'] },
    createServiceRegistration: { invalidatesTags: ['Me', 'OtcAccount'] },
    createPseudonymizedServiceRegistration: { invalidatesTags: ['Me', 'OtcAccount'] },
    updateEmail: { invalidatesTags: ['Me'] },
    updateName: { invalidatesTags: ['Me', 'InsurerMember'] },
    getInsurerMember: { providesTags: ['InsurerMember'] },
    getOtcAccount: { providesTags: ['OtcAccount'] },
    updateEmailMarketingConsent: { invalidatesTags: ['OtcAccount'] },
    getLatestCertificateApplication: { providesTags: ['CertificateApplication'] },
    createCertificateApplication: { invalidatesTags: ['CertificateApplication'] },
    expireLatestCertificateApplication: { invalidatesTags: ['CertificateApplication'] },
  },
});
