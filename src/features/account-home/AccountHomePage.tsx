import { Card, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { isServiceAvailable } from '../../identity/current-user';
import { selectCurrentUser } from '../../identity/current-user-slice';
import { pathFor } from '../../routing/route-names';
import { isServiceConnectFailed } from '../../routing/service-handoff';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';
import { serviceCatalogue } from './service-cards';
import { markJapanese } from '../../ui/mark-japanese';

export const Component = () => {
  const user = useAppSelector(selectCurrentUser);
  // A service hand-off that failed (spec section 8: shop token failure) returns here with this state.
  const connectFailed = isServiceConnectFailed(useLocation().state);
  const services = user ? serviceCatalogue.filter((service) => isServiceAvailable(user, service.code)) : [];
  return (
    <>
      <PageHeading>{ja.home.heading}</PageHeading>
      {connectFailed ? <FormAlert>{ja.services.connectFailed}</FormAlert> : null}
      {services.length === 0 ? <FormAlert status="info">{ja.home.noServices}</FormAlert> : null}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" p="0" m="0">
        {services.map((service) => (
          <LinkBox as="li" key={service.code}>
            <Card.Root h="full" _hover={{ shadow: 'md' }}>
              <Card.Body>
                <HStack gap="4" align="start">
                  <Image src={service.iconPath} alt="" width="12" height="12" />
                  <Stack gap="1">
                    <LinkOverlay asChild fontWeight="bold" fontSize="lg" color="blue.700">
                      <RouterLink to={pathFor(service.route)}>{markJapanese(service.name)}</RouterLink>
                    </LinkOverlay>
                    <Text color="gray.700">{service.description}</Text>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </>
  );
};
