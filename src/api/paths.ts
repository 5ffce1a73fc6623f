/**
 * The API's /me (openapi/core-api.yaml, operation getMe), for what asks for it outside the generated client: the app
 * shell's boot script. src/api/base.test.tsx fails when the generated client asks another path.
 */
export const ME_PATH = '/api/v1/user/white_id_accounts/me';
