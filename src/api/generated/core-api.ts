import { baseApi as api } from "../base";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/v1/user/white_id_accounts/me` }),
    }),
    getLatestCertificateApplication: build.query<
      GetLatestCertificateApplicationApiResponse,
      GetLatestCertificateApplicationApiArg
    >({
      query: () => ({
        url: `/api/v1/user/eligibility_certificate_applications/latest`,
      }),
    }),
    getCertificateAllowedStatus: build.query<
      GetCertificateAllowedStatusApiResponse,
      GetCertificateAllowedStatusApiArg
    >({
      query: () => ({
        url: `/api/v1/user/eligibility_certificate_allowed_status`,
      }),
    }),
    getNewCertificateApplication: build.query<
      GetNewCertificateApplicationApiResponse,
      GetNewCertificateApplicationApiArg
    >({
      query: () => ({
        url: `/api/v1/user/eligibility_certificate_applications/new`,
      }),
    }),
    getCertificateReasons: build.query<
      GetCertificateReasonsApiResponse,
      GetCertificateReasonsApiArg
    >({
      query: () => ({ url: `/api/v1/user/eligibility_certificate_reasons` }),
    }),
    createCertificateApplication: build.mutation<
      CreateCertificateApplicationApiResponse,
      CreateCertificateApplicationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/user/eligibility_certificate_applications`,
        method: "POST",
        body: queryArg.certificateApplicationRequest,
      }),
    }),
    expireLatestCertificateApplication: build.mutation<
      ExpireLatestCertificateApplicationApiResponse,
      ExpireLatestCertificateApplicationApiArg
    >({
      query: () => ({
        url: `/api/v1/user/eligibility_certificate_applications/latest/expire`,
        method: "POST",
      }),
    }),
    updateEmail: build.mutation<UpdateEmailApiResponse, UpdateEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/user/email`,
        method: "PATCH",
        body: queryArg.updateEmailRequest,
      }),
    }),
    getInsurerMember: build.query<
      GetInsurerMemberApiResponse,
      GetInsurerMemberApiArg
    >({
      query: () => ({ url: `/api/v1/user/insurer_members` }),
    }),
    updateName: build.mutation<UpdateNameApiResponse, UpdateNameApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/user/user_profiles/update_name`,
        method: "PUT",
        body: queryArg.updateNameRequest,
      }),
    }),
    getInsurer: build.query<GetInsurerApiResponse, GetInsurerApiArg>({
      query: (queryArg) => ({
        url: `/api/v1/user/insurers/${queryArg.insurerNumber}`,
      }),
    }),
    findInsurerConfig: build.query<
      FindInsurerConfigApiResponse,
      FindInsurerConfigApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/user/insurer_configs/find`,
        params: {
          alias_code: queryArg.aliasCode,
        },
      }),
    }),
    createServiceRegistration: build.mutation<
      CreateServiceRegistrationApiResponse,
      CreateServiceRegistrationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/user/service_registrations`,
        method: "POST",
        body: queryArg.serviceRegistrationRequest,
      }),
    }),
    createPseudonymizedServiceRegistration: build.mutation<
      CreatePseudonymizedServiceRegistrationApiResponse,
      CreatePseudonymizedServiceRegistrationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/user/pseudonymized_service_registrations`,
        method: "POST",
        body: queryArg.serviceRegistrationRequest,
      }),
    }),
    createOtcToken: build.mutation<
      CreateOtcTokenApiResponse,
      CreateOtcTokenApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/user/otc_tokens`,
        method: "POST",
        body: queryArg.otcTokenRequest,
      }),
    }),
    getOtcAccount: build.query<GetOtcAccountApiResponse, GetOtcAccountApiArg>({
      query: () => ({ url: `/api/v1/user/otc_accounts/me` }),
    }),
    updateEmailMarketingConsent: build.mutation<
      UpdateEmailMarketingConsentApiResponse,
      UpdateEmailMarketingConsentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/user/otc_accounts/email_marketing_consent`,
        method: "PUT",
        body: queryArg.emailMarketingConsentRequest,
      }),
    }),
    createWhiteIdAccount: build.mutation<
      CreateWhiteIdAccountApiResponse,
      CreateWhiteIdAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/user/white_id_accounts`,
        method: "POST",
        body: queryArg.whiteIdAccountRequest,
      }),
    }),
    createPseudonymizedWhiteIdAccount: build.mutation<
      CreatePseudonymizedWhiteIdAccountApiResponse,
      CreatePseudonymizedWhiteIdAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/v1/user/pseudonymized_white_id_accounts`,
        method: "POST",
        body: queryArg.pseudonymizedWhiteIdAccountRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as coreApi };
export type GetMeApiResponse =
  /** status 200 The member account. */ WhiteIdAccount;
export type GetMeApiArg = void;
export type GetLatestCertificateApplicationApiResponse =
  /** status 200 The latest application. */ CertificateApplication;
export type GetLatestCertificateApplicationApiArg = void;
export type GetCertificateAllowedStatusApiResponse =
  /** status 200 The allowed status. */ CertificateAllowedStatus;
export type GetCertificateAllowedStatusApiArg = void;
export type GetNewCertificateApplicationApiResponse =
  /** status 200 The applicant members. */ NewCertificateApplication;
export type GetNewCertificateApplicationApiArg = void;
export type GetCertificateReasonsApiResponse =
  /** status 200 The reasons. */ CertificateReasons;
export type GetCertificateReasonsApiArg = void;
export type CreateCertificateApplicationApiResponse =
  /** status 201 Assumed - the created application, same shape as GET .../latest. */ CertificateApplication;
export type CreateCertificateApplicationApiArg = {
  certificateApplicationRequest: CertificateApplicationRequest;
};
export type ExpireLatestCertificateApplicationApiResponse = unknown;
export type ExpireLatestCertificateApplicationApiArg = void;
export type UpdateEmailApiResponse = unknown;
export type UpdateEmailApiArg = {
  updateEmailRequest: UpdateEmailRequest;
};
export type GetInsurerMemberApiResponse =
  /** status 200 The insurer member record. */ InsurerMember;
export type GetInsurerMemberApiArg = void;
export type UpdateNameApiResponse = unknown;
export type UpdateNameApiArg = {
  updateNameRequest: UpdateNameRequest;
};
export type GetInsurerApiResponse =
  /** status 200 The insurer with its config. */ Insurer;
export type GetInsurerApiArg = {
  /** The 6- or 8-digit insurer number. */
  insurerNumber: InsurerNumber;
};
export type FindInsurerConfigApiResponse =
  /** status 200 The config with its insurer. */ InsurerConfig;
export type FindInsurerConfigApiArg = {
  /** The insurer's alias code. */
  aliasCode: string;
};
export type CreateServiceRegistrationApiResponse =
  /** status 201 Registered. */ ServiceRegistration;
export type CreateServiceRegistrationApiArg = {
  serviceRegistrationRequest: ServiceRegistrationRequest;
};
export type CreatePseudonymizedServiceRegistrationApiResponse =
  /** status 201 Registered. */ ServiceRegistration;
export type CreatePseudonymizedServiceRegistrationApiArg = {
  serviceRegistrationRequest: ServiceRegistrationRequest;
};
export type CreateOtcTokenApiResponse = /** status 201 The token. */ OtcToken;
export type CreateOtcTokenApiArg = {
  otcTokenRequest: OtcTokenRequest;
};
export type GetOtcAccountApiResponse =
  /** status 200 The shop account. */ OtcAccount;
export type GetOtcAccountApiArg = void;
export type UpdateEmailMarketingConsentApiResponse = unknown;
export type UpdateEmailMarketingConsentApiArg = {
  emailMarketingConsentRequest: EmailMarketingConsentRequest;
};
export type CreateWhiteIdAccountApiResponse =
  /** status 201 Assumed - the member account, now eligibility-verified (carries the insurer number). */ WhiteIdAccount;
export type CreateWhiteIdAccountApiArg = {
  whiteIdAccountRequest: WhiteIdAccountRequest;
};
export type CreatePseudonymizedWhiteIdAccountApiResponse =
  /** status 201 Assumed - the member account, now eligibility-verified (carries the insurer number). */ WhiteIdAccount;
export type CreatePseudonymizedWhiteIdAccountApiArg = {
  pseudonymizedWhiteIdAccountRequest: PseudonymizedWhiteIdAccountRequest;
};
export type Gender = "MALE" | "FEMALE" | "UNKNOWN";
export type ServiceCode = "otc" | "my-kenshin" | "eligibility-certificate";
export type WhiteIdAccount = {
  /** The identity service's user id. */
  sub: string;
  /** The shop's user id, once registered for the shop. */
  otc_user_id: string | null;
  insurer_id: number | null;
  /** Set once eligibility is verified (signup status ELIGIBILITY_VERIFIED). */
  insurer_number: string | null;
  email: string;
  email_verified: boolean;
  /** E.164. */
  phone_number: string | null;
  phone_number_verified: boolean;
  family_name: string | null;
  given_name: string | null;
  name: string | null;
  family_name_kana: string | null;
  given_name_kana: string | null;
  birthdate: string | null;
  gender: Gender;
  available_services: ServiceCode[];
  agreed_services: ServiceCode[];
};
export type ErrorResponse = {
  errors?: string[];
  error?: string;
};
export type RelationshipCode =
  | "00"
  | "11"
  | "12"
  | "13"
  | "14"
  | "15"
  | "16"
  | "17"
  | "18"
  | "21"
  | "22"
  | "30"
  | "31"
  | "32"
  | "33"
  | "34"
  | "35"
  | "36"
  | "37"
  | "38"
  | "41"
  | "42"
  | "43"
  | "44"
  | "45"
  | "46"
  | "47"
  | "48"
  | "51"
  | "52"
  | "53"
  | "54"
  | "55"
  | "56"
  | "61"
  | "62"
  | "63"
  | "64"
  | "65"
  | "66"
  | "71"
  | "72"
  | "73"
  | "74"
  | "75"
  | "76"
  | "77"
  | "78"
  | "79"
  | "80"
  | "99";
export type InsurerNumber = string;
export type ApplicationMember = {
  id: number;
  eligibility_certificate_application_id: number;
  full_name: string;
  kigou: string;
  bangou: string;
  edaban: string | null;
  relationship: RelationshipCode;
  gender: Gender;
  birthday: string;
  joins_on: string;
  insured_person_full_name: string;
  insurer_code: InsurerNumber;
  insurer_name: string;
  address: string;
  eligibility_certificate_allowed: boolean;
  created_at: string;
  updated_at: string;
};
export type CertificateApplication = {
  is_active: boolean;
  expired_at: string;
  created_at: string;
  members: ApplicationMember[];
};
export type CertificateAllowedStatus = {
  allowed: boolean;
};
export type ApplicantMember = {
  /** The insurer member id (insurer_member_id in the application request). */
  id: number;
  full_name: string;
  full_name_kana: string;
  gender: Gender;
  relationship: RelationshipCode;
  /** The last address used, if any (prefills the form). */
  address: string | null;
  eligibility_certificate_allowed: boolean;
};
export type NewCertificateApplication = {
  members: ApplicantMember[];
};
export type CertificateReason = {
  id: number;
  reason: string;
};
export type CertificateReasons = {
  reasons: CertificateReason[];
};
export type CertificateApplicationRequest = {
  reason_id: number;
  addresses: {
    insurer_member_id: number;
    address: string;
  }[];
};
export type UpdateEmailRequest = {
  old_email: string;
  new_email: string;
  /** The member's identity-service access token. */
  access_token: string;
  /** The 6-digit code sent to the new address. */
  code: string;
};
export type InsurerMember = {
  id: number;
  insurer_id: number;
  /** The member's id in the insurer's own system. */
  original_id: string;
  patient_hashcode: string;
  patient_hashcode_duplicated: boolean;
  last_name: string;
  first_name: string;
  full_name: string;
  last_name_kana: string;
  first_name_kana: string;
  full_name_kana: string;
  kigou: string;
  bangou: string;
  edaban: string | null;
  gender: Gender;
  birthday: string;
  relationship: RelationshipCode;
  postal_code: string | null;
  address: string | null;
  joins_on: string;
  retires_on: string | null;
};
export type UpdateNameRequest = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
} | null;
export type MemberFormat = "PSEUDONYMIZED" | "FILE";
export type RegistrationType =
  "FILE_WITH_EDABAN" | "FILE_WITHOUT_EDABAN" | "UNDEFINED";
export type InsurerConfigRecord = {
  id: number;
  insurer_id: number;
  /** The insurer's core-system package name (opaque to the frontend). */
  main_system_pkg: string | null;
  member_format: MemberFormat;
  alias_code: string;
  registration_type: RegistrationType;
};
export type Insurer = {
  id: number;
  code: InsurerNumber;
  name: string;
  name_kana: string;
  postal_code: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  address4: string | null;
  phone: string | null;
  email: string | null;
  config: InsurerConfigRecord;
};
export type InsurerRecord = {
  id: number;
  code: InsurerNumber;
  name: string;
  name_kana: string;
  postal_code: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  address4: string | null;
  phone: string | null;
  email: string | null;
};
export type InsurerConfig = {
  id: number;
  insurer_id: number;
  insurer: InsurerRecord;
  /** The insurer's core-system package name (opaque to the frontend). */
  main_system_pkg: string | null;
  member_format: MemberFormat;
  alias_code: string;
  registration_type: RegistrationType;
};
export type ServiceRegistration = {
  /** Assumed - null for services other than the shop (otc). */
  token: string | null;
};
export type ServiceRegistrationRequest = {
  service_code: ServiceCode;
  /** The shop's optional marketing e-mail checkbox (false for other services). */
  email_marketing_consent: boolean;
  /** Shop only - where the shop sends the member after single sign-on. */
  return_to?: string;
};
export type OtcToken = {
  token: string;
};
export type OtcTokenRequest = {
  /** Where the shop sends the member after single sign-on. */
  return_to?: string;
};
export type OtcAccount = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  /** The shop's customer tags (opaque to the frontend). */
  tag_string: string | null;
  email_marketing_consent: boolean;
};
export type EmailMarketingConsentRequest = {
  email_marketing_consent: boolean;
};
export type WhiteIdAccountRequest = {
  insurer_id: number;
  /** Insurance symbol, half-width, spaces removed. */
  kigou: string;
  /** Insurance number, half-width, spaces removed. */
  bangou: string;
  /** Branch number; required only when registration_type is FILE_WITH_EDABAN, else null or empty. */
  edaban: string | null;
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  birthday: string;
};
export type PseudonymizedWhiteIdAccountRequest = {
  insurer_id: number;
  kigou: string;
  bangou: string;
  edaban?: string;
  birthday: string;
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  /** The form offers only these two. */
  gender: "MALE" | "FEMALE";
};
export const {
  useGetMeQuery,
  useGetLatestCertificateApplicationQuery,
  useGetCertificateAllowedStatusQuery,
  useGetNewCertificateApplicationQuery,
  useGetCertificateReasonsQuery,
  useCreateCertificateApplicationMutation,
  useExpireLatestCertificateApplicationMutation,
  useUpdateEmailMutation,
  useGetInsurerMemberQuery,
  useUpdateNameMutation,
  useGetInsurerQuery,
  useFindInsurerConfigQuery,
  useCreateServiceRegistrationMutation,
  useCreatePseudonymizedServiceRegistrationMutation,
  useCreateOtcTokenMutation,
  useGetOtcAccountQuery,
  useUpdateEmailMarketingConsentMutation,
  useCreateWhiteIdAccountMutation,
  useCreatePseudonymizedWhiteIdAccountMutation,
} = injectedRtkApi;
