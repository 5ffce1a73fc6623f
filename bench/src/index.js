// The smallest sign-in page built with Amplify UI: <Authenticator> with the ja vocabulary, as Amplify UI's docs show.
// Plain createElement (no JSX), so the build needs no compiler besides webpack. `npm run bench` builds it against the
// local identity stack (BENCH_IDENTITY_ENDPOINT) and signs in through it; the signed-in view is a welcome heading.
import { Authenticator, translations } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles.css';
import { Amplify } from 'aws-amplify';
import { I18n } from 'aws-amplify/utils';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

I18n.putVocabularies(translations);
I18n.setLanguage('ja');
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: process.env.BENCH_USER_POOL_ID,
      userPoolClientId: process.env.BENCH_CLIENT_ID,
      loginWith: { email: true },
      ...(process.env.BENCH_IDENTITY_ENDPOINT ? { userPoolEndpoint: process.env.BENCH_IDENTITY_ENDPOINT } : {}),
    },
  },
});

// `?passkey`: the Authenticator's own passkey sign-in (passwordless, WEB_AUTHN preferred): the address, then its passkey
// button; the passkey bench's peer (scripts/lib/passkey-bench.ts).
const passwordless = new URLSearchParams(window.location.search).has('passkey')
  ? { preferredAuthMethod: 'WEB_AUTHN', hiddenAuthMethods: ['EMAIL_OTP', 'SMS_OTP'], passkeyRegistrationPrompts: false }
  : undefined;

createRoot(document.getElementById('root')).render(
  createElement(Authenticator, { loginMechanisms: ['email'], passwordless }, ({ signOut, user }) =>
    createElement(
      'main',
      null,
      createElement('h1', { 'data-bench': 'welcome' }, 'ようこそ'),
      createElement('p', null, user?.username),
      createElement('button', { onClick: signOut }, 'Sign out'),
    ),
  ),
);
