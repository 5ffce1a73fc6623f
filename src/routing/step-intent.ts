import { useMemo } from 'react';
import { loadChunk } from '../lib/loading';
import { useAppStore } from '../store/hooks';
import type { RouteName } from './route-names';

/**
 * The props of a link or button that opens `route`: the member's pointer down or focus on it starts the step's
 * downloads and reads (src/app/steps.ts), so they are on their way before the click.
 */
export const useStepIntent = (route: RouteName) => {
  const store = useAppStore();
  return useMemo(() => {
    const start = () => {
      loadChunk('steps').then(
        ({ startStep }) => startStep(store, route),
        () => undefined,
      );
    };
    return { onPointerDown: start, onFocus: start };
  }, [store, route]);
};
