import { Box, Heading, Text } from '@chakra-ui/react';
import { accessibilityPolicyTexts } from '../../i18n/accessibility-policy';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { PageHeading } from '../../ui/PageHeading';

const Section = ({ heading, children }: { heading: string; children: React.ReactNode }) => (
  <Box as="section" mb="6">
    <Heading as="h2" size="md" mb="3">
      {heading}
    </Heading>
    {children}
  </Box>
);

/** /accessibility/policy: the web accessibility policy the statement's claim rests on (JIS X 8341-3:2016 JA.1). */
export const Component = () => {
  const texts = accessibilityPolicyTexts();
  return (
    <Box as="article" lineHeight="tall">
      <PageHeading>{ja.titles.AccessibilityPolicy}</PageHeading>
      <Text mb="6">{texts.lead}</Text>
      <Section heading={texts.scopeHeading}>
        <Text mb="2">{texts.scope}</Text>
        <Text>{texts.excluded}</Text>
      </Section>
      <Section heading={texts.targetHeading}>
        <Text>{texts.target}</Text>
      </Section>
      <Section heading={texts.deadlineHeading}>
        <Text>{texts.deadline}</Text>
      </Section>
      <Section heading={texts.testHeading}>
        <Text mb="2">{texts.test}</Text>
        <AppLink to={pathFor('Accessibility')} color="blue.700" textDecoration="underline">
          {texts.results}
        </AppLink>
      </Section>
      <Section heading={texts.contactHeading}>
        <Text mb="2">{texts.contact}</Text>
        <AppLink to={pathFor('Inquiry')} color="blue.700" textDecoration="underline">
          {texts.contactLink}
        </AppLink>
      </Section>
    </Box>
  );
};
