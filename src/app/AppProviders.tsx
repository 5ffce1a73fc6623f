import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { system } from '../ui/theme';
import type { AppStore } from '../store/types';

/** The providers around the router, the same in the browser (main.tsx) and in the build-time prerender. */
export const AppProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <ChakraProvider value={system}>{children}</ChakraProvider>
  </Provider>
);
