import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { format } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/policies';
import { currentLanguage } from '../../i18n/language';
import { privacyPolicy, type PolicyListItem } from '../../i18n/privacy-policy';
import { toLongDate } from '../../ui/long-date';
import { PageHeading } from '../../ui/PageHeading';

const Item = ({ item }: { item: string | PolicyListItem }) =>
  typeof item === 'string' ? (
    <List.Item>{item}</List.Item>
  ) : (
    <List.Item>
      {item.text}
      {item.children ? (
        <List.Root as="ul" ps="5" mt="1">
          {item.children.map((child) => (
            <List.Item key={child}>{child}</List.Item>
          ))}
        </List.Root>
      ) : null}
    </List.Item>
  );

/**
 * The certificate service's privacy policy, a legal text in Japanese only: on an English page the text is marked
 * `lang="ja"` (WCAG 3.1.2).
 */
export const Component = () => {
  const english = currentLanguage() !== 'ja';
  return (
    <Box as="article" lineHeight="tall">
      <PageHeading>{english ? ja.titles.CertificatePrivacyPolicy : privacyPolicy.title}</PageHeading>
      {english ? <Text mb="6">{ja.policies.japaneseOnly}</Text> : null}
      <Text mb="6" color="gray.700">
        <time dateTime={privacyPolicy.lastUpdatedIso}>
          {format(ja.policies.lastUpdated, {
            date: english
              ? (toLongDate(privacyPolicy.lastUpdatedIso) ?? privacyPolicy.lastUpdated)
              : privacyPolicy.lastUpdated,
          })}
        </time>
      </Text>
      <Box lang={english ? 'ja' : undefined}>
        <Stack gap="3" mb="8">
          {privacyPolicy.preamble.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
        <Stack gap="8">
          {privacyPolicy.sections.map((section) => (
            <Box as="section" key={section.heading}>
              <Heading as="h2" size="md" mb="3">
                {section.heading}
              </Heading>
              <Stack gap="2">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.items ? (
                  <List.Root as="ol" ps="6" listStyleType="decimal">
                    {section.items.map((item) => (
                      <Item key={typeof item === 'string' ? item : item.text} item={item} />
                    ))}
                  </List.Root>
                ) : null}
                {(section.closing ?? []).map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
        <Stack gap="1" mt="10" textAlign="right">
          {privacyPolicy.signature.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
      </Box>
    </Box>
  );
};
