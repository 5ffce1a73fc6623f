import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ja } from '../../i18n/ja';

/** Catches render and loader errors for every route: a plain message and a way on, never a blank screen. */
export const RouteErrorPage = () => {
  const error = useRouteError();
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
