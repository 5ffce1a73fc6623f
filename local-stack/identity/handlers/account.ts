import { requireCaller, type Handler, type ProxyContext } from '../context';
import { attribute, type UserRecord } from '../directory';
import type { Json } from '../emulator';
import { aliasExists, invalidParameter, userDoesNotExist } from '../errors';
import type { SmsPreference } from '../mfa';
import type { AttributeType } from '../tokens';
import { checkPassword, maskDelivery } from './sign-up';

/** cognito-local's MFA fields with the SMS preference the proxy keeps laid over them (what fetchMFAPreference reads). */
const withSmsPreference = (answer: Json, sms: SmsPreference): Json => {
  const others = ((answer.UserMFASettingList as string[] | undefined) ?? []).filter((method) => method !== 'SMS_MFA');
  const list = sms.enabled ? ['SMS_MFA', ...others] : others;
  const preferred = sms.preferred
    ? 'SMS_MFA'
    : answer.PreferredMfaSetting === 'SMS_MFA'
      ? undefined
      : answer.PreferredMfaSetting;
  return {
    ...answer,
    UserMFASettingList: list.length > 0 ? list : undefined,
    PreferredMfaSetting: preferred,
    MFAOptions: sms.enabled ? [{ DeliveryMedium: 'SMS', AttributeName: 'phone_number' }] : undefined,
  };
};

export const getUser: Handler = async (context, body, caller) => {
  const { poolId, user } = requireCaller(caller);
  return withSmsPreference(
    await context.emulator.call('GetUser', body),
    context.mfaPreferences.get(poolId, user.username),
  );
};

export const adminGetUser: Handler = async (context, body) => {
  const answer = await context.emulator.call<Json & { Username: string }>('AdminGetUser', body);
  return withSmsPreference(answer, context.mfaPreferences.get(String(body.UserPoolId), answer.Username));
};

interface MfaSettings {
  Enabled?: boolean;
  PreferredMfa?: boolean;
}

const setSmsPreference = (context: ProxyContext, poolId: string, user: UserRecord, sms: MfaSettings) => {
  const current = context.mfaPreferences.get(poolId, user.username);
  const enabled = sms.Enabled ?? current.enabled;
  if (enabled && !attribute(user, 'phone_number'))
    throw invalidParameter('User does not have delivery config set to turn on SMS_MFA');
  if (sms.PreferredMfa && !enabled) throw invalidParameter('Cannot set SMS_MFA as preferred when it is not enabled.');
  context.mfaPreferences.set(poolId, user.username, {
    enabled,
    preferred: enabled && (sms.PreferredMfa ?? current.preferred),
  });
};

/** The SMS part stays in the proxy (see mfa.ts); a TOTP part is cognito-local's business. */
export const setUserMfaPreference: Handler = async (context, body, caller) => {
  const { poolId, user } = requireCaller(caller);
  const sms = body.SMSMfaSettings as MfaSettings | undefined;
  if (sms) setSmsPreference(context, poolId, user, sms);
  if (body.SoftwareTokenMfaSettings) {
    await context.emulator.call('SetUserMFAPreference', {
      AccessToken: body.AccessToken,
      SoftwareTokenMfaSettings: body.SoftwareTokenMfaSettings,
    });
  }
  return {};
};

/** The admin form (no sign-in needed; the seed uses it). SMS only: cognito-local has no admin TOTP preference. */
export const adminSetUserMfaPreference: Handler = async (context, body) => {
  const poolId = String(body.UserPoolId);
  const user = await context.directory.findUser(poolId, body.Username);
  if (!user) throw userDoesNotExist();
  const sms = body.SMSMfaSettings as MfaSettings | undefined;
  if (sms) setSmsPreference(context, poolId, user, sms);
  if (body.SoftwareTokenMfaSettings)
    throw invalidParameter('SoftwareTokenMfaSettings is not supported by the local identity stack.');
  return {};
};

export const changePassword: Handler = async (context, body, caller) => {
  await checkPassword(context, requireCaller(caller).poolId, body.ProposedPassword);
  return context.emulator.call('ChangePassword', body);
};

export const updateUserAttributes: Handler = async (context, body, caller) => {
  const { poolId, user } = requireCaller(caller);
  const updated = (body.UserAttributes as AttributeType[] | undefined) ?? [];
  const email = updated.find((entry) => entry.Name === 'email')?.Value;
  if (
    email &&
    email !== attribute(user, 'email') &&
    (await context.directory.emailTakenByOther(poolId, email, user.username))
  )
    throw aliasExists();
  const answer = await context.emulator.call<Json & { CodeDeliveryDetailsList?: { AttributeName?: string }[] }>(
    'UpdateUserAttributes',
    body,
  );
  // cognito-local e-mails a code for any contact change (a new phone too); Cognito only for the auto-verified e-mail.
  const names = new Set(updated.map((entry) => entry.Name));
  return maskDelivery({
    ...answer,
    CodeDeliveryDetailsList: (answer.CodeDeliveryDetailsList ?? []).filter((details) =>
      names.has(details.AttributeName),
    ),
  });
};

/** cognito-local answers {}; Amplify shows where the code went from CodeDeliveryDetails. */
export const getUserAttributeVerificationCode: Handler = async (context, body, caller) => {
  const { user } = requireCaller(caller);
  await context.emulator.call('GetUserAttributeVerificationCode', body);
  const name = body.AttributeName === 'phone_number' ? 'phone_number' : 'email';
  const details = {
    AttributeName: name,
    DeliveryMedium: name === 'phone_number' ? 'SMS' : 'EMAIL',
    Destination: attribute(user, name),
  };
  return maskDelivery({ CodeDeliveryDetails: details });
};
