/**
 * Spec section 9: where the identity cookies live. Sites of one environment share a parent domain so that a
 * member signed in on one of them is signed in on all.
 */

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
 * The shared parent under a wildcard-DNS domain. Never the service's own domain (nip.io): a cookie there would
 * be sent to every nip.io host of every other user. The parent is the part naming the address instead:
 * app.127.0.0.1.nip.io and account.127.0.0.1.nip.io share 127.0.0.1.nip.io; with the dashed form
 * (app.127-0-0-1.nip.io) the parent is the label before nip.io (127-0-0-1.nip.io). The bare service domain
 * gets '' (host-only).
 */
const wildcardParent = (host: string, service: string): string => {
  const prefix = host.slice(0, -(service.length + 1));
  if (prefix === '') return '';
  const dotted = DOTTED_IPV4.exec(prefix);
  if (dotted) return `${dotted[1]}.${service}`;
  const lastLabel = prefix.split('.').pop() ?? '';
  return `${lastLabel}.${service}`;
};

/**
 * The cookie domain for a host: the product's production or development domain when the host is within it (the
 * more specific one wins if one contains the other), the address-specific parent under nip.io/sslip.io,
 * 'localhost' for localhost, else '' (a host-only cookie).
 */
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
  /** Omitted when empty: the cookie is then host-only. */
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
