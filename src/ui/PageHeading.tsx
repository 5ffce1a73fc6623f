import { Heading, type HeadingProps } from '@chakra-ui/react';

/** The page's h1; focus moves here on every navigation (AppLayout), so screen readers start at the new page. */
export const PageHeading = (props: HeadingProps) => (
  <Heading as="h1" size="xl" mb="6" tabIndex={-1} data-page-heading="" outline="none" {...props} />
);
