import { Box, Card, HStack, SimpleGrid, Stack, Text, VisuallyHidden, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ja } from '../i18n/ja';
import { PageHeading } from './PageHeading';

/** The list's outer box, shared with its outline so the outline takes the list's space. */
export const ServiceListGrid = (props: SimpleGridProps) => (
  <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" p="0" m="0" {...props} />
);

interface ServiceCardLayoutProps {
  icon: ReactNode;
  name: ReactNode;
  description: ReactNode;
  /** A line under the description (the certificate's days left). */
  note?: ReactNode;
  outline?: boolean;
}

export const ServiceCardLayout = ({ icon, name, description, note, outline = false }: ServiceCardLayoutProps) => (
  <Card.Root h="full" {...(outline ? { bg: 'gray.50' } : { _hover: { shadow: 'md' } })}>
    <Card.Body>
      <HStack gap="4" align="start" visibility={outline ? 'hidden' : undefined}>
        {icon}
        <Stack gap="1">
          {name}
          <Text color="gray.700">{description}</Text>
          {note}
        </Stack>
      </HStack>
    </Card.Body>
  </Card.Root>
);

/** The catalogue's texts in list order: laid out unseen, so each outline card is as tall as its card. */
const outlineTexts = () => [ja.services.otc, ja.services.myKenshin, ja.services.eligibilityCertificate];

/**
 * The service list's page before the member's data is there, marked busy. It holds no member data, so nothing of a
 * previous member can show in it.
 */
export const ServiceListFrame = () => (
  <>
    <PageHeading focusOnMount>{ja.home.heading}</PageHeading>
    <VisuallyHidden role="status">{ja.home.loadingServices}</VisuallyHidden>
    <ServiceListGrid aria-busy="true" aria-label={ja.home.loadingServices}>
      {outlineTexts().map((texts) => (
        <Box as="li" key={texts.name}>
          <ServiceCardLayout
            outline
            icon={<Box w="12" h="12" flexShrink="0" />}
            name={
              <Text fontWeight="bold" fontSize="lg">
                {texts.name}
              </Text>
            }
            description={texts.description}
          />
        </Box>
      ))}
    </ServiceListGrid>
  </>
);
