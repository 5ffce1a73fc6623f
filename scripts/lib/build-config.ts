import { parse } from 'tldts';
import { resolveEnvironment, type BuildVariables, type Environment } from '../../src/config/build-variables';

/**
 * Why a cookie domain would share the members' tokens beyond the portal's own sites ('' when it does not): a public
 * suffix (`jp`, `co.jp`, `tokyo.jp`, `github.io`…) from the maintained Public Suffix List (tldts, ICANN and private
 * sections). Browsers refuse such a cookie, or worse, a list they have not updated yet accepts it.
 */
export const cookieDomainProblem = (domain: string): string => {
  if (!domain) return '';
  const { publicSuffix, domain: registrable } = parse(domain, { allowPrivateDomains: true });
  if (registrable === null || publicSuffix === domain)
    return `is a public suffix (${publicSuffix ?? domain}): name the portal's own registered domain or a subdomain of it`;
  return '';
};

/**
 * What webpack compiles into the bundle: the environment resolved from the build-time variables (docs/deploy.md).
 * A staging or production build with a missing or malformed value is refused with every problem listed; a build
 * without PORTAL_ENV says that it builds develop.
 */
export const buildConfiguration = (variables: BuildVariables): { environment: Environment; banner: string } => {
  const { name, problems: found, environment } = resolveEnvironment(variables);
  const cookieDomain = variables.PORTAL_COOKIE_DOMAIN?.trim() ?? '';
  const suffix = cookieDomainProblem(cookieDomain);
  const problems = suffix ? [...found, `PORTAL_COOKIE_DOMAIN: "${cookieDomain}" ${suffix}`] : found;
  if (problems.length) {
    throw new Error(
      `Refusing to build PORTAL_ENV=${variables.PORTAL_ENV ?? ''}: ${problems.length} missing or malformed build variable(s) ` +
        `(docs/deploy.md lists them all, .env.example is a template):\n  - ${problems.join('\n  - ')}`,
    );
  }
  const implicit = !variables.PORTAL_ENV?.trim();
  const banner =
    `Building the portal for PORTAL_ENV=${name}${implicit ? ' (PORTAL_ENV not set: develop, the local stack)' : ''}: ` +
    `user pool ${environment.identity.userPoolId}, API ${environment.apiBaseUrl || 'same origin'}` +
    `${environment.localStack ? ', LOCAL STACK endpoints (PORTAL_LOCAL_STACK=1; not for deployment)' : ''}.`;
  return { environment, banner };
};
