import { waitForCode } from './codes';
import { claimsOf, startTestIdentity, type TestIdentity } from './testing';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
}, 180_000);
afterAll(() => identity.stop());

const attributeOf = (user: Record<string, unknown>, name: string) =>
  (user.UserAttributes as { Name: string; Value: string }[]).find((entry) => entry.Name === name)?.Value;

it('changing the e-mail to an address another member has is AliasExistsException', async () => {
  const { AccessToken } = await identity.signIn(await identity.newMember('alias'));
  const answer = await identity.call('UpdateUserAttributes', {
    AccessToken,
    UserAttributes: [{ Name: 'email', Value: 'eligible@example.com' }],
  });
  expect(answer.body).toEqual({
    __type: 'AliasExistsException',
    message: 'An account with the given email already exists.',
  });
});

it('changes the e-mail with a code sent to the new address; a wrong code is CodeMismatchException', async () => {
  const { AccessToken } = await identity.signIn(await identity.newMember('old-address'));
  const newEmail = `changed-${Date.now()}@example.com`;
  const update = await identity.call('UpdateUserAttributes', {
    AccessToken,
    UserAttributes: [{ Name: 'email', Value: newEmail }],
  });
  expect(update.body).toEqual({
    CodeDeliveryDetailsList: [{ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'c***@e***' }],
  });
  const code = await waitForCode(identity.dataDir, newEmail, 'attribute');
  const wrong = await identity.call('VerifyUserAttribute', {
    AccessToken,
    AttributeName: 'email',
    Code: code === '000000' ? '111111' : '000000',
  });
  expect(wrong.body).toEqual({
    __type: 'CodeMismatchException',
    message: 'Invalid verification code provided, please try again.',
  });
  expect((await identity.call('VerifyUserAttribute', { AccessToken, AttributeName: 'email', Code: code })).status).toBe(
    200,
  );
  expect(claimsOf((await identity.signIn(newEmail)).IdToken)).toMatchObject({ email: newEmail, email_verified: true });
});

it('verifies a new phone number with a code asked for separately, as the portal does', async () => {
  const email = await identity.newMember('phone');
  const { AccessToken } = await identity.signIn(email);
  const update = await identity.call('UpdateUserAttributes', {
    AccessToken,
    UserAttributes: [{ Name: 'phone_number', Value: '+819055556666' }],
  });
  expect(update.body).toEqual({ CodeDeliveryDetailsList: [] });
  const sent = await identity.call('GetUserAttributeVerificationCode', { AccessToken, AttributeName: 'phone_number' });
  expect(sent.body).toEqual({
    CodeDeliveryDetails: { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: '+********6666' },
  });
  const code = await waitForCode(identity.dataDir, email, 'attribute');
  expect(
    (await identity.call('VerifyUserAttribute', { AccessToken, AttributeName: 'phone_number', Code: code })).status,
  ).toBe(200);
  const user = (await identity.call('GetUser', { AccessToken })).body;
  expect(attributeOf(user, 'phone_number_verified')).toBe('true');
});
