import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { expectConsole } from '../../../mocks/strict';
import { RouteErrorPage } from './RouteErrorPage';
import { system } from '../../ui/theme';

const Broken = () => {
  throw new Error('members is null');
};

describe('RouteErrorPage', () => {
  it('catches a render error: the Japanese message in an alert, the server-error title, a way back', async () => {
    // React reports the error its boundary caught; the test fails if it does not.
    expectConsole('error', /members is null/);
    document.title = 'the previous page';
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ja.errors.serverErrorTitle);
    expect(alert).toHaveTextContent(ja.errors.serverErrorBody);
    expect(screen.getByRole('button', { name: ja.errors.backToTop })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${ja.titles.InternalServerError} | ${ja.shell.brand}`));
  });
});
