import type { listWebAuthnCredentials } from 'aws-amplify/auth';

export interface Passkey {
  id: string;
  name: string;
  /** ISO date-time; undefined when Cognito did not say. */
  createdAt?: string;
  attachment?: 'platform' | 'cross-platform';
}

/** Every passkey of the member, page after page (Cognito pages them; a member has at most 20). */
export const listAllPasskeys = async (list: typeof listWebAuthnCredentials): Promise<Passkey[]> => {
  const passkeys: Passkey[] = [];
  let nextToken: string | undefined;
  do {
    const page = await list(nextToken ? { nextToken } : undefined);
    for (const credential of page.credentials) {
      if (!credential.credentialId) continue;
      const attachment = credential.authenticatorAttachment;
      passkeys.push({
        id: credential.credentialId,
        name: credential.friendlyCredentialName ?? '',
        createdAt: credential.createdAt?.toISOString(),
        ...(attachment === 'platform' || attachment === 'cross-platform' ? { attachment } : {}),
      });
    }
    nextToken = page.nextToken;
  } while (nextToken);
  return passkeys;
};
