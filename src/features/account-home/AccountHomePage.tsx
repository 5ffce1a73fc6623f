import { Image, LinkBox, LinkOverlay } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { isServiceAvailable } from '../../identity/current-user';
import { selectCurrentUser } from '../../identity/current-user-slice';
import { pathFor } from '../../routing/route-names';
import { isServiceConnectFailed } from '../../routing/service-handoff';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';
import { ServiceCardLayout, ServiceListGrid } from '../../ui/ServiceList';
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
      <ServiceListGrid>
        {services.map((service) => (
          <LinkBox as="li" key={service.code}>
            <ServiceCardLayout
              // Not shrinkable: an image has no size before it loads, and the text beside it would shift.
              icon={<Image src={service.iconPath} alt="" width="12" height="12" flexShrink="0" />}
              name={
                <LinkOverlay asChild fontWeight="bold" fontSize="lg" color="blue.700">
                  <RouterLink to={pathFor(service.route)}>{markJapanese(service.name)}</RouterLink>
                </LinkOverlay>
              }
              description={service.description}
            />
          </LinkBox>
        ))}
      </ServiceListGrid>
    </>
  );
};
