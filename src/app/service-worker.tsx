import { Box, Button, ChakraProvider, Text } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { ja } from '../i18n/ja';
import '../i18n/screens/app-update';
import { system } from '../ui/theme';

/** Built by scripts/webpack/pwa-plugins.ts at the site's root, so it serves every page. */
export const SERVICE_WORKER_URL = '/sw.js';

const UpdatePrompt = ({ onUpdate }: { onUpdate: () => void }) => (
  <Box
    role="status"
    position="fixed"
    insetX="4"
    bottom="4"
    maxW="md"
    mx="auto"
    p="4"
    bg="white"
    borderWidth="2px"
    borderColor="blue.700"
    borderRadius="md"
    boxShadow="lg"
    zIndex="banner"
  >
    <Text fontWeight="bold">{ja.appUpdate.available}</Text>
    <Text mb="3">{ja.appUpdate.lead}</Text>
    <Button onClick={onUpdate}>{ja.appUpdate.update}</Button>
  </Box>
);

/** Shows the offer once, in a root of its own below the app (the app's tree is not touched). */
const showUpdatePrompt = (onUpdate: () => void) => {
  if (document.getElementById('app-update')) return;
  const element = document.createElement('div');
  element.id = 'app-update';
  document.body.append(element);
  createRoot(element).render(
    <ChakraProvider value={system}>
      <UpdatePrompt onUpdate={onUpdate} />
    </ChakraProvider>,
  );
};

/**
 * Registers the service worker, and offers a version waiting behind the one in control. Agreeing activates it at
 * once; every open page of the portal then reloads, so no page runs old HTML beside the new version's files. Without
 * consent the new version takes over at the next start, once no page of the old one is open.
 */
export const startServiceWorker = async (container: ServiceWorkerContainer | undefined = navigator.serviceWorker) => {
  if (!container) return;
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
  });
  const registration = await container.register(SERVICE_WORKER_URL);
  const offer = (worker: ServiceWorker) => showUpdatePrompt(() => worker.postMessage({ type: 'SKIP_WAITING' }));
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker || !container.controller) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
};
