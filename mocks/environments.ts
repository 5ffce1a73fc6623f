import path from 'node:path';
import { readEnvFile } from './env-file';
import { resolveEnvironment, type BuildVariables, type Environment } from '../src/config/env';

/** Tests only: environments resolved from variable sets, as a build would resolve them. */
const resolved = (variables: BuildVariables): Environment => {
  const { problems, environment } = resolveEnvironment(variables);
  if (problems.length) throw new Error(problems.join('\n'));
  return environment;
};

/** The complete, fictitious production set CI builds with (.ci/production.env). */
export const fictitiousProductionVariables = (): Record<string, string> =>
  readEnvFile(path.join(__dirname, '..', '.ci', 'production.env'));

export const developEnvironment = (): Environment => resolved({});
export const productionEnvironment = (overrides: BuildVariables = {}): Environment =>
  resolved({ ...fictitiousProductionVariables(), ...overrides });
export const stagingEnvironment = (overrides: BuildVariables = {}): Environment =>
  resolved({
    ...fictitiousProductionVariables(),
    PORTAL_ENV: 'staging',
    PORTAL_COOKIE_DOMAIN: 'staging.portal.example',
    PORTAL_API_ORIGIN: 'https://api.staging.portal.example',
    ...overrides,
  });
