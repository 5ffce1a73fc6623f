import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { markJapaneseIn } from './mark-japanese';

export interface PageHeadingProps extends HeadingProps {
  /** Takes focus when it appears: for a step that replaces the content without a navigation. */
  focusOnMount?: boolean;
  /** Takes focus whenever this changes after the first render: for steps that replace one another. */
  focusKey?: string;
}

/** The page's h1; focus moves here on every navigation (AppLayout), so screen readers start at the new page. */
export const PageHeading = ({ focusOnMount = false, focusKey, children, ...props }: PageHeadingProps) => {
  const ref = useRef<HTMLHeadingElement>(null);
  const previousKey = useRef(focusKey);
  // Layout effects: focus moves in the same commit as the new content, before anything can read or steal it.
  useLayoutEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  useLayoutEffect(() => {
    if (focusKey !== undefined && focusKey !== previousKey.current) ref.current?.focus({ preventScroll: true });
    previousKey.current = focusKey;
  }, [focusKey]);
  return (
    <Heading ref={ref} as="h1" size="xl" mb="6" tabIndex={-1} data-page-heading="" outline="none" {...props}>
      {markJapaneseIn(children)}
    </Heading>
  );
};
