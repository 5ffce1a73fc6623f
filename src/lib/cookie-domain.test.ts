import { cookieDomainFor, cookieOptionsFor } from './cookie-domain';

const domains = { productionDomain: 'member-portal.example.jp', developmentDomain: 'member-portal-dev.example.jp' };

describe('cookieDomainFor', () => {
  it.each([
    // The product's own domains: every site of the environment shares the parent.
    ['account.member-portal.example.jp', 'member-portal.example.jp'],
    ['member-portal.example.jp', 'member-portal.example.jp'],
    ['a.b.member-portal.example.jp', 'member-portal.example.jp'],
    ['ACCOUNT.Member-Portal.example.jp.', 'member-portal.example.jp'],
    ['account.member-portal-dev.example.jp', 'member-portal-dev.example.jp'],
    // Look-alikes are not within the domain.
    ['evilmember-portal.example.jp', ''],
    ['member-portal.example.jp.evil.test', ''],
    ['example.jp', ''],
    // Wildcard DNS: the part naming the address, never nip.io / sslip.io itself.
    ['app.127.0.0.1.nip.io', '127.0.0.1.nip.io'],
    ['account.127.0.0.1.nip.io', '127.0.0.1.nip.io'],
    ['127.0.0.1.nip.io', '127.0.0.1.nip.io'],
    ['a.b.192.168.10.20.sslip.io', '192.168.10.20.sslip.io'],
    ['app.192-168-0-1.nip.io', '192-168-0-1.nip.io'],
    ['192-168-0-1.nip.io', '192-168-0-1.nip.io'],
    ['nip.io', ''],
    ['notnip.io', ''],
    // Local and anything else.
    ['localhost', 'localhost'],
    ['LOCALHOST', 'localhost'],
    ['127.0.0.1', ''],
    ['portal.example.com', ''],
    ['', ''],
  ])('%j → %j', (hostname, expected) => {
    expect(cookieDomainFor(hostname, domains)).toBe(expected);
  });

  it('prefers the more specific domain when one contains the other', () => {
    const nested = { productionDomain: 'example.jp', developmentDomain: 'dev.example.jp' };
    expect(cookieDomainFor('account.dev.example.jp', nested)).toBe('dev.example.jp');
    expect(cookieDomainFor('account.example.jp', nested)).toBe('example.jp');
  });

  it('ignores an empty configured domain', () => {
    expect(cookieDomainFor('example.jp', { productionDomain: '', developmentDomain: '' })).toBe('');
  });
});

describe('cookieOptionsFor', () => {
  it('on https in production: shared domain, secure', () => {
    expect(cookieOptionsFor({ hostname: 'account.member-portal.example.jp', protocol: 'https:' }, domains)).toEqual({
      domain: 'member-portal.example.jp',
      path: '/',
      expires: 365,
      sameSite: 'lax',
      secure: true,
    });
  });

  it('on http localhost: not secure', () => {
    expect(cookieOptionsFor({ hostname: 'localhost', protocol: 'http:' }, domains)).toEqual({
      domain: 'localhost',
      path: '/',
      expires: 365,
      sameSite: 'lax',
      secure: false,
    });
  });

  it('elsewhere: no domain attribute at all (host-only cookie)', () => {
    const options = cookieOptionsFor({ hostname: '10.0.0.5', protocol: 'http:' }, domains);
    expect('domain' in options).toBe(false);
    expect(options.secure).toBe(false);
  });
});
