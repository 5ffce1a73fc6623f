import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { MOCK_SCENARIOS, readMockScenario, writeMockScenario } from '../../api/mock-scenario';
import { ja } from '../../i18n/ja';

// A build-time constant: staging and production bundles drop the switcher entirely.
const enabled = PORTAL_LOCAL_BUILD;

/** Local development only: picks which named Prism example the mock API answers with. */
export const ScenarioSwitcher = () => {
  const [scenario, setScenario] = useState(() => readMockScenario() ?? '');
  if (!enabled) return null;
  return (
    <>
      {/* Room below the footer, so the fixed switcher never covers its links on a small screen. */}
      <Box aria-hidden="true" h="24" flexShrink={0} />
      <Box
        as="aside"
        aria-label={ja.shell.scenarioSwitcher}
        position="fixed"
        bottom="2"
        right="2"
        bg="white"
        p="2"
        borderWidth="1px"
        rounded="md"
        fontSize="xs"
        shadow="sm"
      >
        <label htmlFor="mock-scenario">{ja.shell.scenarioSwitcher}</label>
        <chakra.select
          id="mock-scenario"
          display="block"
          width="56"
          height="8"
          px="2"
          bg="transparent"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          textStyle="xs"
          value={scenario}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setScenario(value);
            writeMockScenario(value || undefined);
            window.location.reload();
          }}
        >
          <option value="">{ja.shell.scenarioDefault}</option>
          {MOCK_SCENARIOS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </chakra.select>
      </Box>
    </>
  );
};
