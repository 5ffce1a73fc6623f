import { coreApi, type CreateServiceRegistrationApiArg } from './generated/core-api';

export * from './generated/core-api';

/**
 * A read that failed is read again when a screen next asks for it, also when its entry once held data: RTK Query
 * would otherwise answer every new screen with that failure for as long as the entry is kept (300 s), and a member
 * who met a blip could not get past it by opening the screen again.
 */
const readAgainAfterFailure = {
  forceRefetch: ({ endpointState }: { endpointState?: { status: string } }) => endpointState?.status === 'rejected',
};

/**
 * The one set of cache tags (codegen generates none: openapi/openapi-config.ts). Each names a server resource the
 * portal reads: /me, the insurer's member record, the shop account, the latest certificate application.
 */
export const cacheTagTypes = ['Me', 'InsurerMember', 'OtcAccount', 'CertificateApplication'] as const;
type CacheTag = (typeof cacheTagTypes)[number];

/** A registration changes the member's agreed services (/me); the shop's also opens the shop account. */
const registrationTags = (_result: unknown, _error: unknown, arg: CreateServiceRegistrationApiArg): CacheTag[] =>
  arg.serviceRegistrationRequest.service_code === 'otc' ? ['Me', 'OtcAccount'] : ['Me'];

/**
 * Each read provides the tag of what it reads; each write invalidates what it changes on the server. RTK Query
 * invalidates after a write that failed with an answer or without one as well, so a write that may have succeeded
 * is read again. src/api/tags.test.ts checks the set (a new endpoint without tags fails it).
 */
export const api = coreApi.enhanceEndpoints({
  addTagTypes: cacheTagTypes,
  endpoints: {
    getMe: { ...readAgainAfterFailure, providesTags: ['Me'] },
    getInsurerMember: { ...readAgainAfterFailure, providesTags: ['InsurerMember'] },
    getOtcAccount: { ...readAgainAfterFailure, providesTags: ['OtcAccount'] },
    getLatestCertificateApplication: { ...readAgainAfterFailure, providesTags: ['CertificateApplication'] },
    // Untagged reads: nothing the portal writes changes them (insurers and their configs, the reasons list, the
    // account-wide allowed status). The applicant members come from the insurer's record, which the portal writes
    // only by the eligibility check, before any certificate screen can be reached.
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
    // After a name update the member record is reloaded (spec section 4, User info): the screen compares it with
    // the new name. The shop account carries the name too.
    updateName: { invalidatesTags: ['Me', 'InsurerMember', 'OtcAccount'] },
    updateEmailMarketingConsent: { invalidatesTags: ['OtcAccount'] },
    createCertificateApplication: { invalidatesTags: ['CertificateApplication'] },
    expireLatestCertificateApplication: { invalidatesTags: ['CertificateApplication'] },
    // createOtcToken issues a one-time shop login token: it changes nothing the portal reads, so it invalidates none.
    createOtcToken: { invalidatesTags: [] },
  },
});
