import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../mocks/render';
import { AppLink, ButtonLink } from './AppLink';

const Location = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
};

describe('AppLink and ButtonLink (in-app links)', () => {
  it('AppLink is one anchor with the route as href and navigates without a page load', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AppLink to="/account/settings?returnTo=AccountHome">Settings</AppLink>
        <Location />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Settings' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/account/settings?returnTo=AccountHome');
    expect(link.querySelector('a')).toBeNull();
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/account/settings?returnTo=AccountHome');
  });

  it('AppLink takes Chakra style props (the header brand overrides the link blue)', () => {
    renderWithProviders(
      <AppLink to="/signin" color="fg" fontWeight="bold">
        Brand
      </AppLink>,
    );
    expect(screen.getByRole('link', { name: 'Brand' })).toHaveClass('chakra-link');
  });

  it('ButtonLink is a link (not a button) styled as a button, and navigates', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ButtonLink to="/signin" variant="outline">
          Back
        </ButtonLink>
        <Location />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link).toHaveClass('chakra-button');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });
});
