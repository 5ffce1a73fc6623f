import {
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUpdateUserAttributesCommand,
  SignUpCommand,
  type AdminGetUserCommandOutput,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, type DemoAccount } from '../../src/config/local-identity';

/**
 * Brings one demo member into its state (src/config/local-identity.ts) through the compatibility proxy. Each step
 * runs only when its part of the state is missing, so running it again changes nothing.
 */

const desiredAttributes = (account: DemoAccount): AttributeType[] => {
  const attributes: AttributeType[] = [{ Name: 'email', Value: account.email }];
  if (account.confirmed) attributes.push({ Name: 'email_verified', Value: 'true' });
  if (account.names) {
    const { familyName, givenName, familyNameKana, givenNameKana, birthdate } = account.names;
    attributes.push(
      { Name: 'family_name', Value: familyName },
      { Name: 'given_name', Value: givenName },
      { Name: 'name', Value: `${familyName} ${givenName}` },
      { Name: 'birthdate', Value: birthdate },
      { Name: 'custom:family_name_kana', Value: familyNameKana },
      { Name: 'custom:given_name_kana', Value: givenNameKana },
    );
  }
  if (account.otcUserId) attributes.push({ Name: 'custom:otc_user_id', Value: account.otcUserId });
  if (account.phoneNumber)
    attributes.push(
      { Name: 'phone_number', Value: account.phoneNumber },
      { Name: 'phone_number_verified', Value: 'true' },
    );
  return attributes;
};

/** The attributes to send: the differing ones, plus the address a *_verified flag belongs to (cognito-local insists). */
const attributeChanges = (desired: AttributeType[], current: AttributeType[]): AttributeType[] => {
  const value = (list: AttributeType[], name: string) => list.find((entry) => entry.Name === name)?.Value;
  const differing = desired.filter((entry) => value(current, entry.Name ?? '') !== entry.Value);
  const names = new Set(differing.map((entry) => entry.Name));
  if (names.has('email') || names.has('email_verified')) ['email', 'email_verified'].forEach((name) => names.add(name));
  if (names.has('phone_number') || names.has('phone_number_verified'))
    ['phone_number', 'phone_number_verified'].forEach((name) => names.add(name));
  return desired.filter((entry) => names.has(entry.Name));
};

const getUser = (client: CognitoIdentityProviderClient, email: string) =>
  client.send(new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: email })).catch((error: Error) => {
    if (error.name === 'UserNotFoundException') return undefined;
    throw error;
  });

const enableSmsMfa = (client: CognitoIdentityProviderClient, account: DemoAccount) =>
  client.send(
    new AdminSetUserMFAPreferenceCommand({
      UserPoolId: LOCAL_USER_POOL_ID,
      Username: account.email,
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );

export const seedDemoMember = async (
  client: CognitoIdentityProviderClient,
  account: DemoAccount,
  change: (what: string) => void,
) => {
  let user: AdminGetUserCommandOutput | undefined = await getUser(client, account.email);
  if (user && !account.confirmed && user.UserStatus !== 'UNCONFIRMED') {
    // Someone confirmed the demo "new" member; Cognito cannot un-confirm, so it starts over.
    await client.send(new AdminDeleteUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: account.email }));
    change('deleted (was confirmed) and signed up again');
    user = undefined;
  }
  if (!user) {
    await client.send(
      new SignUpCommand({
        ClientId: LOCAL_CLIENT_ID,
        Username: account.email,
        Password: account.password,
        UserAttributes: [{ Name: 'email', Value: account.email }],
      }),
    );
    change('signed up');
    user = await client.send(new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: account.email }));
  }
  if (account.confirmed && user.UserStatus === 'UNCONFIRMED') {
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: account.email }));
    change('confirmed');
  }
  const changes = attributeChanges(desiredAttributes(account), user.UserAttributes ?? []);
  if (changes.length > 0) {
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: LOCAL_USER_POOL_ID,
        Username: account.email,
        UserAttributes: changes,
      }),
    );
    change(`attributes ${changes.map((entry) => entry.Name).join(', ')}`);
  }
  const enabled = user.Enabled !== false;
  if (account.smsMfa && user.PreferredMfaSetting !== 'SMS_MFA') {
    await enableSmsMfa(client, account);
    change('SMS two-step on');
  }
  if (account.disabled && enabled) {
    await client.send(new AdminDisableUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: account.email }));
    change('disabled');
  } else if (!account.disabled && !enabled) {
    await client.send(new AdminEnableUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: account.email }));
    change('enabled');
  }
};
