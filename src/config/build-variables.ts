import type { CookieDomains } from '../lib/cookie-domain';
import { LOCAL_CLIENT_ID, LOCAL_IDENTITY_PROXY_PORT, LOCAL_REGION, LOCAL_USER_POOL_ID } from './local-identity';

/**
 * The build-time variables and how they resolve to an Environment (docs/deploy.md has the table). Only develop has
 * defaults; a staging or production build gets every value from the deployment, checked when webpack starts.
 */

export const ENVIRONMENT_NAMES = ['develop', 'staging', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

export interface Environment {
  name: EnvironmentName;
  /** The account site of each environment, for the footer's environment switcher. */
  accountSites: Record<EnvironmentName, string>;
  /** Core API origin; '' means same origin (the dev server proxies /api to Prism). */
  apiBaseUrl: string;
  identity: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    /** Set only against the local stack: the compatibility proxy in front of cognito-local. */
    userPoolEndpoint?: string;
    /** Every environment signs in with SRP; the local identity proxy answers it like Cognito (local-stack/identity). */
    authFlowType: 'USER_SRP_AUTH';
  };
  /** Spec section 9: the shared parent domain of this environment's sites (in the slot of its kind). */
  cookie: CookieDomains;
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
  /** A staging/production build made against the local stack (PORTAL_LOCAL_STACK=1, tests only): http loopback URLs. */
  localStack: boolean;
}

type Check = 'url' | 'origin' | 'region' | 'pool-id' | 'client-id' | 'domain' | 'tag-manager-id' | 'flag';

export interface BuildVariable {
  name: string;
  description: string;
  check: Check;
  develop: string;
  /** Whether a staging or production build refuses to start without it. */
  required: boolean;
}

const developDomain = 'member-portal-dev.example.jp';
const developSite = (host: string, pathname: string) => `https://${host}.${developDomain}${pathname}`;

// Annotated pure, so the develop values drop out of the bundle (npm run bundle:check proves it).

/** Every build-time variable of the portal. docs/deploy.md and .env.example list the same names (a test checks). */
export const BUILD_VARIABLES: readonly BuildVariable[] = [
  {
    name: 'PORTAL_ENV',
    description: 'develop, staging or production',
    check: 'flag',
    develop: 'develop',
    required: false,
  },
  {
    name: 'PORTAL_REGION',
    description: 'AWS region of the user pool',
    check: 'region',
    develop: LOCAL_REGION,
    required: true,
  },
  {
    name: 'PORTAL_USER_POOL_ID',
    description: 'Cognito user pool id (`<region>_<id>`)',
    check: 'pool-id',
    develop: LOCAL_USER_POOL_ID,
    required: true,
  },
  {
    name: 'PORTAL_USER_POOL_CLIENT_ID',
    description: 'Cognito app client id (no secret)',
    check: 'client-id',
    develop: LOCAL_CLIENT_ID,
    required: true,
  },
  {
    name: 'PORTAL_IDENTITY_ENDPOINT',
    description: 'Cognito endpoint override: the local identity proxy; never set for a deployment',
    check: 'url',
    develop: `http://localhost:${LOCAL_IDENTITY_PROXY_PORT}`,
    required: false,
  },
  {
    name: 'PORTAL_API_ORIGIN',
    description: 'origin of the core API (`https://host`); empty in develop = same origin',
    check: 'origin',
    develop: '',
    required: true,
  },
  {
    name: 'PORTAL_ACCOUNT_SITE_DEVELOP',
    description: 'account site of develop, linked by the footer switcher',
    check: 'url',
    develop: 'http://localhost:8080/',
    required: true,
  },
  {
    name: 'PORTAL_ACCOUNT_SITE_STAGING',
    description: 'account site of staging, linked by the footer switcher',
    check: 'url',
    develop: /*#__PURE__*/ developSite('account', '/'),
    required: true,
  },
  {
    name: 'PORTAL_ACCOUNT_SITE_PRODUCTION',
    description: 'account site of production, linked by the footer switcher',
    check: 'url',
    develop: 'https://account.member-portal.example.jp/',
    required: true,
  },
  {
    name: 'PORTAL_COOKIE_DOMAIN',
    description: "shared parent domain of this environment's sites (auth cookie domain, spec section 9)",
    check: 'domain',
    develop: developDomain,
    required: true,
  },
  {
    name: 'PORTAL_SHOP_SSO_URL',
    description: 'medicine shop single sign-on login URL',
    check: 'url',
    develop: /*#__PURE__*/ developSite('shop', '/sso/login'),
    required: true,
  },
  {
    name: 'PORTAL_SHOP_TERMS_URL',
    description: 'medicine shop terms of service',
    check: 'url',
    develop: /*#__PURE__*/ developSite('shop', '/terms'),
    required: true,
  },
  {
    name: 'PORTAL_SHOP_PRIVACY_URL',
    description: 'medicine shop privacy policy',
    check: 'url',
    develop: /*#__PURE__*/ developSite('shop', '/privacy'),
    required: true,
  },
  {
    name: 'PORTAL_CHECKUP_CALLBACK_URL',
    description: 'cancer-screening plan site: sign-in callback',
    check: 'url',
    develop: /*#__PURE__*/ developSite('kenshin', '/auth/callback'),
    required: true,
  },
  {
    name: 'PORTAL_CHECKUP_MYPAGE_URL',
    description: 'cancer-screening plan site: my page',
    check: 'url',
    develop: /*#__PURE__*/ developSite('kenshin', '/mypage'),
    required: true,
  },
  {
    name: 'PORTAL_CHECKUP_TERMS_URL',
    description: 'cancer-screening plan site: terms of service',
    check: 'url',
    develop: /*#__PURE__*/ developSite('kenshin', '/terms'),
    required: true,
  },
  {
    name: 'PORTAL_CHECKUP_PRIVACY_URL',
    description: 'cancer-screening plan site: privacy policy',
    check: 'url',
    develop: /*#__PURE__*/ developSite('kenshin', '/privacy'),
    required: true,
  },
  {
    name: 'PORTAL_INQUIRY_FORM_URL',
    description: 'external inquiry form embedded on /inquiry (its origin goes into frame-src and connect-src)',
    check: 'url',
    develop: /*#__PURE__*/ developSite('forms', '/inquiry'),
    required: true,
  },
  {
    name: 'PORTAL_HELP_URL',
    description: 'help site (footer link)',
    check: 'url',
    develop: /*#__PURE__*/ developSite('help', '/'),
    required: true,
  },
  {
    name: 'PORTAL_FAQ_URL',
    description: 'eligibility FAQ page',
    check: 'url',
    develop: /*#__PURE__*/ developSite('help', '/faq/eligibility'),
    required: true,
  },
  {
    name: 'PORTAL_MY_NUMBER_PORTAL_URL',
    description: "the government's My Number portal (same in every environment; override optional)",
    check: 'url',
    develop: 'https://myna.go.jp/',
    required: false,
  },
  {
    name: 'PORTAL_TAG_MANAGER_ID',
    description: 'tag manager container (`GTM-…` or `G-…`); empty in develop = none',
    check: 'tag-manager-id',
    develop: '',
    required: true,
  },
  {
    name: 'PORTAL_LOCAL_STACK',
    description: 'tests only: `1` lets a staging/production build use http loopback URLs of the local stack',
    check: 'flag',
    develop: '',
    required: false,
  },
];

/**
 * Whether a URL's host (as WHATWG URL normalises it: 2130706433 becomes 127.0.0.1) is this machine: 127.0.0.0/8,
 * 0.0.0.0, localhost, *.localhost, and IPv6's ::1, :: and mapped or embedded IPv4 loopback.
 */
export const isLoopbackHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '0.0.0.0') return true;
  return /^\[(?:::1?|::(?:ffff:)?7f[0-9a-f]{2}:[0-9a-f]{1,4}|::ffff:0:0|(?:0:){7}[01])\]$/.test(host);
};

/** The one identity endpoint a deployed build may name: Cognito's own for the pool's region. */
export const cognitoEndpointFor = (region: string) => `https://cognito-idp.${region}.amazonaws.com`;

const parseUrl = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** Why a value is malformed ('' when it is fine). `deployed`: https only, no loopback host. */
const problemWith = (variable: BuildVariable, value: string, deployed: boolean, allowLoopback: boolean): string => {
  switch (variable.check) {
    case 'url':
    case 'origin': {
      const url = parseUrl(value);
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'is not an absolute http(s) URL';
      if (variable.check === 'origin' && value.replace(/\/$/, '') !== url.origin)
        return `must be an origin only (${url.origin})`;
      const loopback = isLoopbackHost(url.hostname);
      if (deployed && loopback && !allowLoopback) return 'points to this machine (localhost); set the deployed URL';
      if (deployed && url.protocol !== 'https:' && !(loopback && allowLoopback)) return 'must use https';
      return '';
    }
    case 'region':
      return /^[a-z]{2}(?:-[a-z]+)+-\d$/.test(value) ? '' : 'is not an AWS region (e.g. ap-northeast-1)';
    case 'pool-id':
      // The local stack's pool (cognito-local) is named local_<id>.
      return !deployed || allowLoopback || /^[a-z]{2}(?:-[a-z]+)+-\d_[0-9A-Za-z]+$/.test(value)
        ? ''
        : 'is not a user pool id (<region>_<id>)';
    case 'client-id':
      return /^[0-9a-z]{20,128}$/.test(value) ? '' : 'is not an app client id (lowercase letters and digits)';
    case 'domain':
      return /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(value)
        ? ''
        : 'is not a domain name (e.g. example.jp, no scheme)';
    case 'tag-manager-id':
      return /^(?:GTM|G)-[A-Z0-9]+$/.test(value) ? '' : 'must be GTM- or G- followed by uppercase letters and digits';
    case 'flag':
      return '';
  }
};

export type BuildVariables = Record<string, string | undefined>;

export interface Resolution {
  name: EnvironmentName;
  problems: string[];
  environment: Environment;
}

/** The environment the variables describe, with every problem found (a staging/production build refuses any). */
export const resolveEnvironment = (variables: BuildVariables): Resolution => {
  const given = (name: string) => {
    const value = variables[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const problems: string[] = [];
  const requestedName = given('PORTAL_ENV') ?? 'develop';
  const name: EnvironmentName = (ENVIRONMENT_NAMES as readonly string[]).includes(requestedName)
    ? (requestedName as EnvironmentName)
    : 'develop';
  if (name !== requestedName)
    problems.push(`PORTAL_ENV: "${requestedName}" is not one of ${ENVIRONMENT_NAMES.join(', ')}`);
  const deployed = name !== 'develop';
  const localStack = deployed && given('PORTAL_LOCAL_STACK') === '1';
  const values: Record<string, string> = {};
  for (const variable of BUILD_VARIABLES) {
    const value = given(variable.name);
    if (value === undefined) {
      if (deployed && variable.required) problems.push(`${variable.name}: missing (${variable.description})`);
      values[variable.name] = deployed && variable.required ? '' : variable.develop;
      if (deployed && variable.name === 'PORTAL_IDENTITY_ENDPOINT') values[variable.name] = '';
      continue;
    }
    const problem = problemWith(variable, value, deployed, localStack);
    if (problem) problems.push(`${variable.name}: "${value}" ${problem}`);
    values[variable.name] = value;
  }
  const region = values.PORTAL_REGION ?? '';
  const userPoolId = values.PORTAL_USER_POOL_ID ?? '';
  // Amplify sends the members' passwords (SRP) and tokens to this endpoint: a deployed build names Cognito's own or none.
  const endpointGiven = given('PORTAL_IDENTITY_ENDPOINT');
  const endpointRefused = problems.some((problem) => problem.startsWith('PORTAL_IDENTITY_ENDPOINT:'));
  if (
    deployed &&
    !localStack &&
    endpointGiven &&
    !endpointRefused &&
    region &&
    endpointGiven.replace(/\/$/, '') !== cognitoEndpointFor(region)
  ) {
    problems.push(
      `PORTAL_IDENTITY_ENDPOINT: "${endpointGiven}" is not the regional Cognito endpoint (${cognitoEndpointFor(region)}); leave it unset for a deployment`,
    );
  }
  if (deployed && !localStack && region && userPoolId && !userPoolId.startsWith(`${region}_`)) {
    problems.push(`PORTAL_USER_POOL_ID: "${userPoolId}" is not a pool of PORTAL_REGION ${region}`);
  }
  const value = (key: string) => values[key] ?? '';
  const cookieDomain = value('PORTAL_COOKIE_DOMAIN');
  const endpoint = value('PORTAL_IDENTITY_ENDPOINT');
  const environment: Environment = {
    name,
    accountSites: {
      develop: value('PORTAL_ACCOUNT_SITE_DEVELOP'),
      staging: value('PORTAL_ACCOUNT_SITE_STAGING'),
      production: value('PORTAL_ACCOUNT_SITE_PRODUCTION'),
    },
    apiBaseUrl: value('PORTAL_API_ORIGIN').replace(/\/$/, ''),
    identity: {
      region,
      userPoolId,
      userPoolClientId: value('PORTAL_USER_POOL_CLIENT_ID'),
      ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
      authFlowType: 'USER_SRP_AUTH',
    },
    cookie: {
      productionDomain: name === 'production' ? cookieDomain : '',
      developmentDomain: name === 'production' ? '' : cookieDomain,
    },
    external: {
      shopSsoLoginUrl: value('PORTAL_SHOP_SSO_URL'),
      shopTermsUrl: value('PORTAL_SHOP_TERMS_URL'),
      shopPrivacyUrl: value('PORTAL_SHOP_PRIVACY_URL'),
      checkupCallbackUrl: value('PORTAL_CHECKUP_CALLBACK_URL'),
      checkupMyPageUrl: value('PORTAL_CHECKUP_MYPAGE_URL'),
      checkupTermsUrl: value('PORTAL_CHECKUP_TERMS_URL'),
      checkupPrivacyUrl: value('PORTAL_CHECKUP_PRIVACY_URL'),
      inquiryFormUrl: value('PORTAL_INQUIRY_FORM_URL'),
      helpUrl: value('PORTAL_HELP_URL'),
      faqUrl: value('PORTAL_FAQ_URL'),
      myNumberPortalUrl: value('PORTAL_MY_NUMBER_PORTAL_URL'),
    },
    tagManagerId: value('PORTAL_TAG_MANAGER_ID'),
    scenarioSwitcher: !deployed,
    localStack,
  };
  return { name, problems, environment };
};
