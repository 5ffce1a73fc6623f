import { resolveEnvironment, type BuildVariables, type Environment } from '../../src/config/build-variables';

/**
 * What webpack compiles into the bundle: the environment resolved from the build-time variables (docs/deploy.md).
 * A staging or production build with a missing or malformed value is refused with every problem listed; a build
 * without PORTAL_ENV says that it builds develop.
 */
export const buildConfiguration = (variables: BuildVariables): { environment: Environment; banner: string } => {
  const { name, problems, environment } = resolveEnvironment(variables);
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
