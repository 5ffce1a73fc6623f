import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { loadChunk, loadedChunk } from '../../lib/loading';

const OfflinePage = lazy(() => loadChunk('offline'));

/** The error a signed-in route's loader stops with when the browser is offline (src/app/router.tsx). */
export const OFFLINE_ERROR = 'offline';

/**
 * Catches render and loader errors for every route: a plain message and a way on, never a blank screen. Without a
 * connection (a signed-in route's loader stops at once then, src/app/router.tsx) it is the offline screen, which sets
 * its own title.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  // A page stopped for want of a connection keeps the offline screen until it is asked for again (OfflinePage).
  const online = navigator.onLine && !(error instanceof Error && error.message === OFFLINE_ERROR);
  useEffect(() => {
    if (online) console.error(error);
  }, [error, online]);
  // The layout that sets titles is not rendered here; without this the previous page's title would stay.
  useEffect(() => {
    if (online) document.title = `${ja.titles.InternalServerError} | ${ja.shell.brand}`;
  }, [online]);
  if (!online) {
    // The router's loader started the chunk as it stopped: once here, it renders without a suspended pass.
    const Loaded = loadedChunk('offline')?.default;
    return Loaded ? (
      <Loaded />
    ) : (
      <Suspense>
        <OfflinePage />
      </Suspense>
    );
  }
  return (
    <Container as="main" maxW="3xl" py="12">
      <Box role="alert">
        <Heading as="h1" size="xl" mb="4">
          {ja.errors.serverErrorTitle}
        </Heading>
        <Text mb="6">{ja.errors.serverErrorBody}</Text>
      </Box>
      <Button onClick={() => window.location.assign('/')}>{ja.errors.backToTop}</Button>
    </Container>
  );
};
