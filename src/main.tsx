import { ChakraProvider } from '@chakra-ui/react';
import { system } from './ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { currentEnvironment } from './config/env';
import { configureIdentity } from './identity/amplify';
import { registerNavigate } from './app/navigation';
import { createAppRouter } from './app/router';
import { setupPersistor, setupStore } from './app/store';
import { watchTokenRefreshFailures } from './identity/token-refresh';
import { loadTagManager } from './ui/tag-manager';

configureIdentity(currentEnvironment);
const store = setupStore();
setupPersistor(store);
const router = createAppRouter(store);
registerNavigate((to, options) => router.navigate(to, options));
watchTokenRefreshFailures(store);
loadTagManager(currentEnvironment.tagManagerId);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ChakraProvider value={system}>
          <RouterProvider router={router} />
        </ChakraProvider>
      </Provider>
    </StrictMode>,
  );
}
