import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink, type To } from 'react-router-dom';

type AppLinkProps = Omit<LinkProps, 'asChild' | 'href'> & { to: To };

/** An in-app text link in the portal's link blue (blue.700: AA contrast on white). */
export const AppLink = ({ to, children, ...style }: AppLinkProps) => (
  <Link asChild color="blue.700" {...style}>
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);

type ButtonLinkProps = Omit<ButtonProps, 'asChild'> & { to: To };

export const ButtonLink = ({ to, children, ...style }: ButtonLinkProps) => (
  <Button asChild {...style}>
    <RouterLink to={to}>{children}</RouterLink>
  </Button>
);
