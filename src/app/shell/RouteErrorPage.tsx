import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { loadChunk } from '../../lib/loading';

/** The status of the answer a signed-in route's loader throws without a connection (src/app/router.tsx). */
export const OFFLINE = 503;

const OfflinePage = lazy(() => loadChunk('offline').then(({ Component }) => ({ default: Component })));

/** Catches render and loader errors for every route: a plain message and a way on, never a blank screen. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === OFFLINE ? (
    <Suspense>
      <OfflinePage />
    </Suspense>
  ) : (
    <ServerError error={error} />
  );
};

const ServerError = ({ error }: { error: unknown }) => {
  useEffect(() => {
    console.error(error);
  }, [error]);
  // The layout that sets titles is not rendered here; without this the previous page's title would stay.
  useEffect(() => {
    document.title = `${ja.titles.InternalServerError} | ${ja.shell.brand}`;
  }, []);
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
