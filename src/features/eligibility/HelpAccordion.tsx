import { Accordion, Box, Heading, Link, Text } from '@chakra-ui/react';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';

/** Where to find the insurer number, symbol and number: the spec's four sources, collapsed until asked for. */
export const HelpAccordion = () => (
  <Box as="section" aria-labelledby="eligibility-help-heading" mt="8">
    <Heading as="h2" size="md" id="eligibility-help-heading" mb="3">
      {ja.eligibility.helpHeading}
    </Heading>
    <Accordion.Root collapsible multiple>
      {ja.eligibility.helpItems.map((item) => (
        <Accordion.Item key={item.title} value={item.title}>
          <Accordion.ItemTrigger>
            <Box as="span" flex="1" textAlign="start">
              {item.title}
            </Box>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Text>{item.body}</Text>
              {'link' in item ? (
                <Link href={currentEnvironment.external.myNumberPortalUrl} target="_blank" rel="noopener noreferrer" color="blue.700" mt="2">
                  {item.link}
                  {ja.common.opensInNewWindow}
                </Link>
              ) : null}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  </Box>
);
