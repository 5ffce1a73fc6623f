import { HStack, Spinner, Text } from '@chakra-ui/react';
import { ja } from '../i18n/ja';
import { PageHeading } from './PageHeading';

/** What an entry route shows while it reads the member and hands over: the service's name and a spoken status. */
export const EntryBusy = ({ title }: { title: string }) => (
  <>
    <PageHeading>{title}</PageHeading>
    <HStack role="status" gap="3">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{ja.services.redirecting}</Text>
    </HStack>
  </>
);
