import { currentEnvironment } from '../config/env';

/** Local only: the scenario chosen in the in-page switcher (a Prism example name, never personal data). */
export const SCENARIO_STORAGE_KEY = 'portal.mockScenario';

export const readMockScenario = (): string | undefined => {
  if (!PORTAL_LOCAL_BUILD || !currentEnvironment.scenarioSwitcher || typeof localStorage === 'undefined')
    return undefined;
  return localStorage.getItem(SCENARIO_STORAGE_KEY) ?? undefined;
};

export const writeMockScenario = (scenario: string | undefined) => {
  if (!PORTAL_LOCAL_BUILD || !currentEnvironment.scenarioSwitcher) return;
  if (scenario) localStorage.setItem(SCENARIO_STORAGE_KEY, scenario);
  else localStorage.removeItem(SCENARIO_STORAGE_KEY);
};

export const mockScenarioHeader = (): string | undefined => {
  const scenario = readMockScenario();
  return scenario ? `example=${scenario}` : undefined;
};

/** Named examples of openapi/core-api.yaml offered by the switcher; openapi/contract.test.ts keeps them in step. */
export const MOCK_SCENARIOS = [
  'new-member',
  'eligible-none-agreed',
  'eligible-all-agreed',
  'eligible-otc-only',
  'file-with-edaban',
  'file-without-edaban',
  'pseudonymized',
  'insurer-not-found',
  'eligibility-not-found',
  'certificate-allowed',
  'certificate-refused',
  'certificate-active',
  'certificate-none',
  'otc-account-not-found',
  'server-error',
  'maintenance',
  'unauthorized',
] as const;
