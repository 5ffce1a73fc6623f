import { Card, DataList, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { markJapaneseIn } from '../../ui/mark-japanese';

/** One titled card of the settings page; its heading is an h2 under the page's h1. */
export const SettingsCard = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <Card.Root as="section">
    <Card.Header>
      <Heading as="h2" size="md">
        {title}
      </Heading>
    </Card.Header>
    <Card.Body>{children}</Card.Body>
  </Card.Root>
);

/** A label/value row of a card, with an optional action (a change link) beside the value. */
export const SettingsRow = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <DataList.Item>
    <DataList.ItemLabel minW="32" color="gray.700">
      {markJapaneseIn(label)}
    </DataList.ItemLabel>
    <DataList.ItemValue flexWrap="wrap" gap="3" alignItems="center">
      {children}
    </DataList.ItemValue>
  </DataList.Item>
);

export const SettingsList = ({ children }: { children: ReactNode }) => (
  <DataList.Root orientation="horizontal" gap="4">
    {children}
  </DataList.Root>
);
