import { HStack, Link } from '@chakra-ui/react';
import { currentEnvironment, ENVIRONMENT_NAMES } from '../../config/env';
import { ja } from '../../i18n/ja';

/** Links to each environment's account site (build variables PORTAL_ACCOUNT_SITE_*); this build's is marked current. */
export const EnvSwitcher = () => (
  <HStack as="nav" aria-label={ja.shell.environments} gap="4">
    {ENVIRONMENT_NAMES.map((name) => {
      const current = name === currentEnvironment.name;
      return (
        <Link
          key={name}
          href={currentEnvironment.accountSites[name]}
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
