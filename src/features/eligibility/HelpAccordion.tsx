import { Box, chakra, Heading, Link, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/eligibility';
import { markJapanese } from '../../ui/mark-japanese';

const Chevron = ({ open }: { open: boolean }) => (
  <chakra.svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    width="1.2em"
    height="1.2em"
    flexShrink={0}
    color="fg.subtle"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    transition="rotate 0.2s"
    rotate={open ? '180deg' : undefined}
  >
    <path d="m6 9 6 6 6-6" />
  </chakra.svg>
);

/**
 * Where to find the insurer number, symbol and number, collapsed until asked for: a WAI-ARIA disclosure list of
 * plain elements (no accordion machine or recipe in the first load).
 */
export const HelpAccordion = () => {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <Box as="section" aria-labelledby="eligibility-help-heading" mt="8">
      <Heading as="h2" size="md" id="eligibility-help-heading" mb="3">
        {ja.eligibility.helpHeading}
      </Heading>
      <Box width="full">
        {ja.eligibility.helpItems.map((item, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-trigger-${index}`;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <Box key={item.title} borderBottomWidth="1px">
              <chakra.button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                display="flex"
                alignItems="center"
                gap="3"
                width="full"
                textAlign="start"
                fontWeight="medium"
                textStyle="md"
                py="2"
                rounded="l2"
                cursor="pointer"
              >
                <Box as="span" flex="1">
                  {markJapanese(item.title)}
                </Box>
                <Chevron open={expanded} />
              </chakra.button>
              <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} pt="2" pb="4">
                <Text>{markJapanese(item.body)}</Text>
                {'link' in item ? (
                  <Link
                    href={currentEnvironment.external.myNumberPortalUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="blue.700"
                    mt="2"
                  >
                    {item.link}
                    {ja.common.opensInNewWindow}
                  </Link>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};
