import { LOCAL_CLIENT_ID, LOCAL_IDENTITY_PROXY_PORT, LOCAL_USER_POOL_ID } from './local-identity';

export type EnvironmentName = 'develop' | 'staging' | 'production';

export interface Environment {
  name: EnvironmentName;
  /** The account site of this environment, for the environment switcher. */
  accountSiteUrl: string;
  /** Core API origin; '' means same origin (the dev server proxies /api to Prism). */
  apiBaseUrl: string;
  identity: {
    userPoolId: string;
    userPoolClientId: string;
    /** Set only locally: the compatibility proxy in front of cognito-local. */
    userPoolEndpoint?: string;
    /** One flow everywhere: the app client allows SRP and refresh only (infra/member-portal-pool.yaml); the local proxy does SRP too. */
    authFlowType: 'USER_SRP_AUTH';
  };
  cookie: { productionDomain: string; developmentDomain: string };
  external: {
    shopSsoLoginUrl: string;
    shopTermsUrl: string;
    shopPrivacyUrl: string;
    checkupCallbackUrl: string;
    checkupMyPageUrl: string;
    checkupTermsUrl: string;
    checkupPrivacyUrl: string;
    inquiryFormUrl: string;
    helpUrl: string;
    faqUrl: string;
    myNumberPortalUrl: string;
  };
  tagManagerId: string;
  /** Local only: the in-page mock scenario switcher. */
  scenarioSwitcher: boolean;
}

const productionDomain = 'member-portal.example.jp';
const developmentDomain = 'member-portal-dev.example.jp';

const externalFor = (domain: string): Environment['external'] => ({
  shopSsoLoginUrl: `https://shop.${domain}/sso/login`,
  shopTermsUrl: `https://shop.${domain}/terms`,
  shopPrivacyUrl: `https://shop.${domain}/privacy`,
  checkupCallbackUrl: `https://kenshin.${domain}/auth/callback`,
  checkupMyPageUrl: `https://kenshin.${domain}/mypage`,
  checkupTermsUrl: `https://kenshin.${domain}/terms`,
  checkupPrivacyUrl: `https://kenshin.${domain}/privacy`,
  inquiryFormUrl: `https://forms.${domain}/inquiry`,
  helpUrl: `https://help.${domain}/`,
  faqUrl: `https://help.${domain}/faq/eligibility`,
  myNumberPortalUrl: 'https://myna.go.jp/',
});

// Literal `process.env.X` reads: webpack's DefinePlugin replaces each at build time.
const buildVariables: Record<string, string | undefined> = {
  PORTAL_ENV: process.env.PORTAL_ENV,
  PORTAL_IDENTITY_ENDPOINT: process.env.PORTAL_IDENTITY_ENDPOINT,
  PORTAL_SHOP_SSO_URL: process.env.PORTAL_SHOP_SSO_URL,
  PORTAL_CHECKUP_CALLBACK_URL: process.env.PORTAL_CHECKUP_CALLBACK_URL,
  PORTAL_TAG_MANAGER_ID: process.env.PORTAL_TAG_MANAGER_ID,
};

const env = (key: string): string | undefined => {
  const value = buildVariables[key];
  return value === undefined || value === '' ? undefined : value;
};

const localIdentityEndpoint = `http://localhost:${LOCAL_IDENTITY_PROXY_PORT}`;

export const environments: Record<EnvironmentName, Environment> = {
  develop: {
    name: 'develop',
    accountSiteUrl: 'http://localhost:8080/',
    apiBaseUrl: '',
    identity: {
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_CLIENT_ID,
      userPoolEndpoint: localIdentityEndpoint,
      authFlowType: 'USER_SRP_AUTH',
    },
    cookie: { productionDomain, developmentDomain },
    external: externalFor(developmentDomain),
    tagManagerId: '',
    scenarioSwitcher: true,
  },
  staging: {
    name: 'staging',
    accountSiteUrl: `https://account.${developmentDomain}/`,
    apiBaseUrl: `https://api.${developmentDomain}`,
    identity: { userPoolId: 'ap-northeast-1_StagingPool', userPoolClientId: 'staging-client-id', authFlowType: 'USER_SRP_AUTH' },
    cookie: { productionDomain, developmentDomain },
    external: externalFor(developmentDomain),
    tagManagerId: 'GTM-STAGING1',
    scenarioSwitcher: false,
  },
  production: {
    name: 'production',
    accountSiteUrl: `https://account.${productionDomain}/`,
    apiBaseUrl: `https://api.${productionDomain}`,
    identity: { userPoolId: 'ap-northeast-1_ProdPool01', userPoolClientId: 'production-client-id', authFlowType: 'USER_SRP_AUTH' },
    cookie: { productionDomain, developmentDomain },
    external: externalFor(productionDomain),
    tagManagerId: 'GTM-PRODUCT1',
    scenarioSwitcher: false,
  },
};

const selectedName = (env('PORTAL_ENV') ?? 'develop') as EnvironmentName;
const selected = environments[selectedName] ?? environments.develop;

/** The environment this bundle was built for; local overrides come from build-time variables. */
export const currentEnvironment: Environment = {
  ...selected,
  identity: {
    ...selected.identity,
    userPoolEndpoint: env('PORTAL_IDENTITY_ENDPOINT') ?? selected.identity.userPoolEndpoint,
  },
  external: {
    ...selected.external,
    shopSsoLoginUrl: env('PORTAL_SHOP_SSO_URL') ?? selected.external.shopSsoLoginUrl,
    checkupCallbackUrl: env('PORTAL_CHECKUP_CALLBACK_URL') ?? selected.external.checkupCallbackUrl,
  },
  tagManagerId: env('PORTAL_TAG_MANAGER_ID') ?? selected.tagManagerId,
};
