import { resolveEnvironment, type Environment } from './build-variables';

export { BUILD_VARIABLES, ENVIRONMENT_NAMES, resolveEnvironment } from './build-variables';
export type { BuildVariable, BuildVariables, Environment, EnvironmentName, Resolution } from './build-variables';

/** The resolved configuration webpack compiles into the bundle (DefinePlugin); absent under jest and in node scripts. */
declare const PORTAL_BUILD_CONFIG: Environment | undefined;

const fromProcess = (): Environment => {
  const resolution = resolveEnvironment(process.env);
  if (resolution.problems.length)
    throw new Error(`Portal configuration (PORTAL_ENV=${resolution.name}):\n  ${resolution.problems.join('\n  ')}`);
  return resolution.environment;
};

/** The environment this bundle was built for (in node: the one the process's variables describe). */
export const currentEnvironment: Environment =
  typeof PORTAL_BUILD_CONFIG === 'undefined' ? fromProcess() : PORTAL_BUILD_CONFIG;
