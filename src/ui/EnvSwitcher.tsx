import { HStack, Link } from '@chakra-ui/react';
import { currentEnvironment, environments, type EnvironmentName } from '../config/env';
import { ja } from '../i18n/ja';

const order: EnvironmentName[] = ['develop', 'staging', 'production'];

/** Links to each environment's account site; the one this build belongs to is marked current. */
export const EnvSwitcher = () => (
  <HStack as="nav" aria-label={ja.shell.environments} gap="4">
    {order.map((name) => {
      const current = name === currentEnvironment.name;
      return (
        <Link
          key={name}
          href={environments[name].accountSiteUrl}
          aria-current={current ? 'page' : undefined}
          fontWeight={current ? 'bold' : 'normal'}
          color="blue.700"
        >
          {ja.shell.environmentNames[name]}
          {current ? ja.shell.currentEnvironment : null}
        </Link>
      );
    })}
  </HStack>
);
