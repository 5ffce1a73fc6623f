import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink, type To } from 'react-router-dom';

type AppLinkProps = Omit<LinkProps, 'asChild' | 'href'> & { to: To };

/**
 * An in-app text link: Chakra's link styles on a React Router link (navigates without a page load), in the portal's
 * link blue (blue.700, AA contrast on white) unless `color` says otherwise.
 */
export const AppLink = ({ to, children, ...style }: AppLinkProps) => (
  <Link asChild color="blue.700" {...style}>
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);

type ButtonLinkProps = Omit<ButtonProps, 'asChild'> & { to: To };

/** An in-app link that looks like a button (the way on from a notice or error page, the header's sign-in). */
export const ButtonLink = ({ to, children, ...style }: ButtonLinkProps) => (
  <Button asChild {...style}>
    <RouterLink to={to}>{children}</RouterLink>
  </Button>
);
