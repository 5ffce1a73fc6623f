import { readLatestCode } from '../codes';
import { announce, type Handler, type ProxyContext } from '../context';
import { attribute } from '../directory';
import type { Json } from '../emulator';
import { CognitoError, emailExists, invalidParameter, usernameClientNotFound, userIsDisabled } from '../errors';
import { maskEmail, maskPhone } from '../mfa';
import { passwordPolicyError } from '../password-policy';

interface DeliveryDetails {
  Destination?: string;
  DeliveryMedium?: string;
  AttributeName?: string;
}

const maskDetails = (details: DeliveryDetails): DeliveryDetails =>
  details.Destination
    ? {
        ...details,
        Destination: details.Destination.includes('@')
          ? maskEmail(details.Destination)
          : maskPhone(details.Destination),
      }
    : details;

/** Cognito never reveals the full address a code went to. */
export const maskDelivery = (answer: Json): Json => ({
  ...answer,
  ...(answer.CodeDeliveryDetails
    ? { CodeDeliveryDetails: maskDetails(answer.CodeDeliveryDetails as DeliveryDetails) }
    : {}),
  ...(Array.isArray(answer.CodeDeliveryDetailsList)
    ? { CodeDeliveryDetailsList: (answer.CodeDeliveryDetailsList as DeliveryDetails[]).map(maskDetails) }
    : {}),
});

export const checkPassword = async (context: ProxyContext, poolId: string, password: unknown) => {
  const error = passwordPolicyError(password, await context.directory.passwordPolicy(poolId));
  if (error) throw error;
};

export const signUp: Handler = async (context, body) => {
  const poolId = await context.directory.poolForClient(body.ClientId);
  // Also the address in another case, in a case-insensitive pool (cognito-local only sees the exact one).
  if (await context.directory.findUser(poolId, body.Username)) throw emailExists();
  await checkPassword(context, poolId, body.Password);
  return maskDelivery(await context.emulator.call('SignUp', body));
};

export const confirmSignUp: Handler = async (context, body) => {
  const poolId = await context.directory.poolForClient(body.ClientId);
  const user = await context.directory.findUser(poolId, body.Username);
  if (!user) throw usernameClientNotFound();
  if (user.status !== 'UNCONFIRMED')
    throw new CognitoError('NotAuthorizedException', `User cannot be confirmed. Current status is ${user.status}`);
  await context.emulator.call('ConfirmSignUp', { ...body, Username: user.username });
  // Confirming with the e-mailed code proves the address; cognito-local leaves email_verified unset.
  const email = attribute(user, 'email');
  if (email) {
    const verified = [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ];
    await context.emulator.call('AdminUpdateUserAttributes', {
      UserPoolId: poolId,
      Username: user.username,
      UserAttributes: verified,
    });
  }
  return {};
};

/** cognito-local lacks it; its ForgotPassword stores a fresh code in the same field ConfirmSignUp checks. */
export const resendConfirmationCode: Handler = async (context, body) => {
  const poolId = await context.directory.poolForClient(body.ClientId);
  const user = await context.directory.findUser(poolId, body.Username);
  if (!user) throw usernameClientNotFound();
  if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
  await context.emulator.call('ForgotPassword', { ClientId: body.ClientId, Username: user.username });
  const email = attribute(user, 'email') ?? String(body.Username);
  announce(context, 'Sign-up code sent again (compatibility proxy)', {
    Username: email,
    Code: readLatestCode(context.dataDir, email, 'signup') ?? '?',
  });
  return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) } };
};

export const forgotPassword: Handler = async (context, body) => {
  const poolId = await context.directory.poolForClient(body.ClientId);
  const user = await context.directory.findUser(poolId, body.Username);
  if (!user) throw usernameClientNotFound();
  if (!user.enabled) throw userIsDisabled();
  return maskDelivery(await context.emulator.call('ForgotPassword', { ...body, Username: user.username }));
};

export const confirmForgotPassword: Handler = async (context, body) => {
  const poolId = await context.directory.poolForClient(body.ClientId);
  await checkPassword(context, poolId, body.Password);
  const user = await context.directory.findUser(poolId, body.Username);
  return context.emulator.call('ConfirmForgotPassword', user ? { ...body, Username: user.username } : body);
};
