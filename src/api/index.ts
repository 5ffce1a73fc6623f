import { coreApi } from './generated/core-api';

export * from './generated/core-api';

/**
 * A read that failed is read again when a screen next asks for it, also when its entry once held data: RTK Query
 * would otherwise answer every new screen with that failure for as long as the entry is kept (300 s), and a member
 * who met a blip could not get past it by opening the screen again.
 */
const readAgainAfterFailure = {
  forceRefetch: ({ endpointState }: { endpointState?: { status: string } }) => endpointState?.status === 'rejected',
};

/** Cache tags are hand-written here, never in the generated file: writes that change the member invalidate the current user. */
export const api = coreApi.enhanceEndpoints({
  addTagTypes: ['Me', 'InsurerMember', 'OtcAccount', 'CertificateApplication'],
  endpoints: {
    getMe: { ...readAgainAfterFailure, providesTags: ['Me'] },
    createWhiteIdAccount: { invalidatesTags: ['Me'] },
    createPseudonymizedWhiteIdAccount: { invalidatesTags: ['Me'] },
    createServiceRegistration: { invalidatesTags: ['Me', 'OtcAccount'] },
    createPseudonymizedServiceRegistration: { invalidatesTags: ['Me', 'OtcAccount'] },
    updateEmail: { invalidatesTags: ['Me'] },
    updateName: { invalidatesTags: ['Me', 'InsurerMember'] },
    getInsurerMember: { ...readAgainAfterFailure, providesTags: ['InsurerMember'] },
    getOtcAccount: { ...readAgainAfterFailure, providesTags: ['OtcAccount'] },
    updateEmailMarketingConsent: { invalidatesTags: ['OtcAccount'] },
    getLatestCertificateApplication: { ...readAgainAfterFailure, providesTags: ['CertificateApplication'] },
    createCertificateApplication: { invalidatesTags: ['CertificateApplication'] },
    expireLatestCertificateApplication: { invalidatesTags: ['CertificateApplication'] },
    getCertificateAllowedStatus: readAgainAfterFailure,
    getNewCertificateApplication: readAgainAfterFailure,
    getCertificateReasons: readAgainAfterFailure,
    getInsurer: readAgainAfterFailure,
    findInsurerConfig: readAgainAfterFailure,
  },
});
