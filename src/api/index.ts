import { coreApi, type CreateServiceRegistrationApiArg } from './generated/core-api';

export * from './generated/core-api';

/**
 * A failed read is read again when a screen next asks for it: RTK Query would otherwise answer every new screen with
 * that failure while the entry is kept, and a member who met a blip could not get past it.
 */
const readAgainAfterFailure = {
  forceRefetch: ({ endpointState }: { endpointState?: { status: string } }) => endpointState?.status === 'rejected',
};

/** The one set of cache tags (codegen generates none): each names a server resource the portal reads. */
export const cacheTagTypes = ['Me', 'InsurerMember', 'OtcAccount', 'CertificateApplication'] as const;
type CacheTag = (typeof cacheTagTypes)[number];

/** A registration changes the member's agreed services (/me); the shop's also opens the shop account. */
const registrationTags = (_result: unknown, _error: unknown, arg: CreateServiceRegistrationApiArg): CacheTag[] =>
  arg.serviceRegistrationRequest.service_code === 'otc' ? ['Me', 'OtcAccount'] : ['Me'];

/**
 * Each read provides the tag of what it reads; each write invalidates what it changes, also when it failed, so a
 * write that may have succeeded is read again. src/api/tags.test.ts checks the set.
 */
export const api = coreApi.enhanceEndpoints({
  addTagTypes: cacheTagTypes,
  endpoints: {
    getMe: { ...readAgainAfterFailure, providesTags: ['Me'] },
    getInsurerMember: { ...readAgainAfterFailure, providesTags: ['InsurerMember'] },
    getOtcAccount: { ...readAgainAfterFailure, providesTags: ['OtcAccount'] },
    getLatestCertificateApplication: { ...readAgainAfterFailure, providesTags: ['CertificateApplication'] },
    // Untagged reads: nothing the portal writes changes them (the applicant members only by the eligibility check,
    // before any certificate screen).
    getCertificateAllowedStatus: readAgainAfterFailure,
    getNewCertificateApplication: readAgainAfterFailure,
    getCertificateReasons: readAgainAfterFailure,
    getInsurer: readAgainAfterFailure,
    findInsurerConfig: readAgainAfterFailure,

    // The eligibility check makes the member eligible (/me: insurer, name) and links the insurer's record of them.
    createWhiteIdAccount: { invalidatesTags: ['Me', 'InsurerMember'] },
    createPseudonymizedWhiteIdAccount: { invalidatesTags: ['Me', 'InsurerMember'] },
    createServiceRegistration: { invalidatesTags: registrationTags },
    createPseudonymizedServiceRegistration: { invalidatesTags: registrationTags },
    // The shop account carries the member's e-mail and name (spec section 3, Shop account).
    updateEmail: { invalidatesTags: ['Me', 'OtcAccount'] },
    // The screen compares the reloaded member record with the new name (spec section 4); the shop account has it too.
    updateName: { invalidatesTags: ['Me', 'InsurerMember', 'OtcAccount'] },
    updateEmailMarketingConsent: { invalidatesTags: ['OtcAccount'] },
    createCertificateApplication: { invalidatesTags: ['CertificateApplication'] },
    expireLatestCertificateApplication: { invalidatesTags: ['CertificateApplication'] },
    // A one-time shop login token changes nothing the portal reads.
    createOtcToken: { invalidatesTags: [] },
  },
});
