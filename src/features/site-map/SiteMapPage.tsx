import { Box, Heading, List, Text } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/site-map';
import { selectAuthStatus } from '../../identity/auth-slice';
import { pathFor, type RouteName } from '../../routing/route-names';
import { useAppSelector } from '../../store/hooks';
import { AppLink } from '../../ui/AppLink';
import { PageHeading } from '../../ui/PageHeading';

/** A page and the pages reached from it; steps of a process (codes, confirmations, the certificate's) are left out. */
interface Entry {
  name: RouteName;
  children?: readonly Entry[];
}

const PUBLIC_PAGES: readonly Entry[] = [
  { name: 'Signin' },
  { name: 'Signup' },
  { name: 'ForgotPassword' },
  { name: 'Inquiry' },
  { name: 'CertificateTermsPolicy' },
  { name: 'CertificatePrivacyPolicy' },
  { name: 'Accessibility', children: [{ name: 'AccessibilityPolicy' }] },
];

const MEMBER_PAGES: readonly Entry[] = [
  { name: 'AccountHome' },
  {
    name: 'AccountSettings',
    children: [
      { name: 'ChangeEmail' },
      { name: 'ChangePassword' },
      { name: 'ChangeUserInfo' },
      { name: 'SmsSetup' },
      { name: 'SmsReset' },
    ],
  },
  { name: 'Signout' },
];

const Pages = ({ entries }: { entries: readonly Entry[] }) => (
  <List.Root ps="5" gap="2" mt="2">
    {entries.map(({ name, children }) => (
      <List.Item key={name}>
        <AppLink to={pathFor(name)} color="blue.700" textDecoration="underline">
          {ja.titles[name]}
        </AppLink>
        {children ? <Pages entries={children} /> : null}
      </List.Item>
    ))}
  </List.Root>
);

/** /sitemap: every page a visitor can open directly, and a signed-in member's own pages (WCAG 2.4.5, a second way). */
export const Component = () => {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  return (
    <>
      <PageHeading>{ja.titles.SiteMap}</PageHeading>
      <Text mb="6">{ja.siteMap.lead}</Text>
      <Box as="section" mb="6" aria-labelledby="site-map-public">
        <Heading as="h2" size="md" id="site-map-public">
          {ja.siteMap.publicPages}
        </Heading>
        <Pages entries={PUBLIC_PAGES} />
      </Box>
      <Box as="section" aria-labelledby="site-map-member">
        <Heading as="h2" size="md" id="site-map-member">
          {ja.siteMap.memberPages}
        </Heading>
        {signedIn ? <Pages entries={MEMBER_PAGES} /> : <Text mt="2">{ja.siteMap.memberNote}</Text>}
      </Box>
    </>
  );
};
