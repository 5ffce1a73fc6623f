import * as Auth from 'aws-amplify/auth';

/**
 * For screen tests that mock 'aws-amplify/auth' (the test file's own jest.mock): a signed-in member with these
 * identity attributes and SMS preference. The tokens are opaque strings; only their payload's sub is read.
 */
export const memberAttributes = {
  sub: 'sub-0001',
  email: 'taro.yamada@example.com',
  email_verified: 'true',
  name: '山田 太郎',
  family_name: '山田',
  given_name: '太郎',
  'custom:family_name_kana': 'ヤマダ',
  'custom:given_name_kana': 'タロウ',
  birthdate: '1985-04-01',
  phone_number: '+819012345678',
  phone_number_verified: 'true',
};

export const signInMember = (
  attributes: Record<string, string | undefined> = memberAttributes,
  smsPreferred = true,
) => {
  let issuedAt = 1;
  jest.mocked(Auth.fetchAuthSession).mockImplementation(async (options) => {
    // A forced refresh issues new tokens, so the current-user cache key changes as it does in the browser.
    if (options?.forceRefresh) issuedAt += 1;
    return {
      tokens: {
        idToken: {
          payload: { sub: attributes.sub ?? 'sub-0001', iat: issuedAt, auth_time: 1 },
          toString: () => 'id-token',
        },
        accessToken: { payload: {}, toString: () => 'access-token' },
      },
    } as unknown as Auth.AuthSession;
  });
  jest.mocked(Auth.fetchUserAttributes).mockResolvedValue(attributes);
  jest.mocked(Auth.fetchMFAPreference).mockResolvedValue(smsPreferred ? { enabled: ['SMS'], preferred: 'SMS' } : {});
};
