import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { markJapaneseIn } from './mark-japanese';

export interface PageHeadingProps extends HeadingProps {
  /**
   * Takes focus when it appears. For a step that replaces the page's content without a navigation (e.g. sign-up's
   * code step): the control that had focus is gone, and focus would otherwise fall back to the document.
   */
  focusOnMount?: boolean;
  /**
   * Takes focus whenever this changes after the first render (not when it becomes undefined): for a page whose
   * steps replace one another under the same heading (sign-in's code steps, change e-mail's confirmation).
   */
  focusKey?: string;
}

/** The page's h1; focus moves here on every navigation (AppLayout), so screen readers start at the new page. */
export const PageHeading = ({ focusOnMount = false, focusKey, children, ...props }: PageHeadingProps) => {
  const ref = useRef<HTMLHeadingElement>(null);
  const previousKey = useRef(focusKey);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  useEffect(() => {
    if (focusKey !== undefined && focusKey !== previousKey.current) ref.current?.focus({ preventScroll: true });
    previousKey.current = focusKey;
  }, [focusKey]);
  return (
    <Heading ref={ref} as="h1" size="xl" mb="6" tabIndex={-1} data-page-heading="" outline="none" {...props}>
      {markJapaneseIn(children)}
    </Heading>
  );
};
