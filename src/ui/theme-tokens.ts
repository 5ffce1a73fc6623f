import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { themeConfig } from './theme-config';

interface PreparedSystem {
  stages: (() => void)[];
}

const stages = createSystem as {
  prepare?: (config: SystemConfig) => PreparedSystem;
  from?: (prepared: PreparedSystem) => SystemContext;
};

/** The token dictionary, built a stage a step of the entry (src/main.tsx); undefined without the build's loaders. */
export const themeTokens = stages.prepare?.(themeConfig);

/** The next stage of the dictionary's build (scripts/webpack/chakra-token-stages-loader.js); none once all have run. */
export const buildThemeTokens = () => {
  themeTokens?.stages.shift()?.();
};

export const createThemeSystem = () =>
  themeTokens && stages.from ? stages.from(themeTokens) : createSystem(themeConfig);
