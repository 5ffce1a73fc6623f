/** Spec section 9: sites of one environment share a parent cookie domain, so a sign-in on one holds on all. */

export interface CookieDomains {
  productionDomain: string;
  developmentDomain: string;
}

/** Wildcard-DNS services that map a name with an embedded IPv4 address to that address, for device testing. */
export const WILDCARD_DNS_DOMAINS = ['nip.io', 'sslip.io'] as const;

export const COOKIE_LIFETIME_DAYS = 365;

const normalizeHost = (hostname: string) => hostname.trim().toLowerCase().replace(/\.$/, '');

/** True for the domain itself or a subdomain of it; 'evilexample.jp' does not end with 'example.jp' here. */
const isWithin = (host: string, domain: string) => domain !== '' && (host === domain || host.endsWith(`.${domain}`));

const DOTTED_IPV4 = /(?:^|\.)((?:[0-9]{1,3}\.){3}[0-9]{1,3})$/;

/**
 * The shared parent under a wildcard-DNS domain: the part naming the address (app.127.0.0.1.nip.io ->
 * 127.0.0.1.nip.io), never nip.io itself, whose cookies every other user's hosts would get. The bare domain gets ''.
 */
const wildcardParent = (host: string, service: string): string => {
  const prefix = host.slice(0, -(service.length + 1));
  if (prefix === '') return '';
  const dotted = DOTTED_IPV4.exec(prefix);
  if (dotted) return `${dotted[1]}.${service}`;
  const lastLabel = prefix.split('.').pop() ?? '';
  return `${lastLabel}.${service}`;
};

/** The cookie domain for a host: the product's domain it is within (the most specific), the nip.io parent, or ''. */
export const cookieDomainFor = (hostname: string, { productionDomain, developmentDomain }: CookieDomains): string => {
  const host = normalizeHost(hostname);
  if (host === 'localhost') return 'localhost';
  const productDomain = [productionDomain, developmentDomain]
    .map(normalizeHost)
    .sort((a, b) => b.length - a.length)
    .find((domain) => isWithin(host, domain));
  if (productDomain) return productDomain;
  const service = WILDCARD_DNS_DOMAINS.find((domain) => isWithin(host, domain));
  return service ? wildcardParent(host, service) : '';
};

export interface AuthCookieOptions {
  domain?: string;
  path: '/';
  expires: number;
  sameSite: 'lax';
  secure: boolean;
}

/** Options for the identity library's cookie storage: 365 days, path root, same-site lax, secure only on https. */
export const cookieOptionsFor = (
  location: Pick<Location, 'hostname' | 'protocol'>,
  domains: CookieDomains,
): AuthCookieOptions => {
  const domain = cookieDomainFor(location.hostname, domains);
  return {
    ...(domain ? { domain } : {}),
    path: '/',
    expires: COOKIE_LIFETIME_DAYS,
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  };
};
