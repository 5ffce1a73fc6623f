import { ROUTING_CASES, ROUTING_SITE_FILES } from '../../scripts/lib/routing-cases';
import { navigationAnswer } from './navigation';

const pages = new Set(ROUTING_SITE_FILES.filter((file) => file.endsWith('.html')).map((file) => `/${file}`));

/** The path of a navigation to a case's target on the portal's origin, as the browser parses the address bar's URL. */
const pathnameOf = (target: string) => new URL(`https://portal.example${target}`).pathname;

describe('navigationAnswer', () => {
  const cases = ROUTING_CASES.filter(({ method }) => method === 'GET');

  it.each(cases)('$target ($name): the hosts’ page, else the network', ({ target, status, file }) => {
    const page = file?.endsWith('.html') && status === 200 ? `/${file}` : 'network';
    expect(navigationAnswer(pathnameOf(target), pages)).toBe(page);
  });

  it('leaves the API to the network', () => {
    expect(navigationAnswer('/api/v1/members/me', pages)).toBe('network');
  });
});
