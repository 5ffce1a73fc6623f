import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { themeConfig } from './theme-config';

// createSystem's two stages, where the build gives it them (scripts/webpack/chakra-system-stages-loader.js).
const stages = createSystem as {
  prepare?: (config: SystemConfig) => object;
  from?: (prepared: object) => SystemContext;
};

/** The theme's token dictionary, built in a step of the entry of its own (src/main.tsx); undefined without stages. */
export const themeTokens = stages.prepare?.(themeConfig);

export const createThemeSystem = () =>
  themeTokens && stages.from ? stages.from(themeTokens) : createSystem(themeConfig);
