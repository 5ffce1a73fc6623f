import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import { format } from '../../i18n/format';
import { AppLink } from '../../ui/AppLink';
import { EnvSwitcher } from './EnvSwitcher';
import { LanguageSwitch } from './LanguageSwitch';
import { pathFor } from '../../routing/route-names';

export const Footer = ({ now = new Date() }: { now?: Date }) => (
  <Box as="footer" borderTopWidth="1px" px="4" py="6" mt="12" bg="gray.50">
    <Stack gap="3" align="center" fontSize="sm">
      <Link href={currentEnvironment.external.helpUrl} target="_blank" rel="noopener noreferrer" color="blue.700">
        {ja.shell.help}
      </Link>
      <AppLink to={pathFor('Accessibility')} color="blue.700">
        {ja.shell.accessibility}
      </AppLink>
      <AppLink to={pathFor('SiteMap')} color="blue.700">
        {ja.titles.SiteMap}
      </AppLink>
      <LanguageSwitch />
      <EnvSwitcher />
      <Text color="gray.700">{format(ja.shell.copyright, { year: String(now.getFullYear()) })}</Text>
    </Stack>
  </Box>
);
