import { Box, Link, Spinner, Text } from '@chakra-ui/react';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/inquiry';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeading } from '../../ui/PageHeading';
import { useFrameReachable } from './use-frame-reachable';

const DirectLink = ({ url }: { url: string }) => (
  <Link href={url} target="_blank" rel="noopener noreferrer" color="blue.700">
    {ja.inquiry.openDirectly}
    {ja.common.opensInNewWindow}
  </Link>
);

/** The external inquiry form, embedded; when it cannot load, a plain message and link instead of an empty frame. */
export const Component = () => {
  const url = currentEnvironment.external.inquiryFormUrl;
  const reachable = useFrameReachable(url);
  return (
    <>
      <PageHeading>{ja.inquiry.heading}</PageHeading>
      {reachable === 'checking' ? <Spinner role="status" aria-label={ja.common.loading} /> : null}
      {reachable === 'unreachable' ? (
        <>
          <FormAlert status="warning">{ja.inquiry.loadFailed}</FormAlert>
          <DirectLink url={url} />
        </>
      ) : null}
      {reachable === 'reachable' ? (
        <>
          <Box asChild width="100%" height="70vh" borderWidth="1px" rounded="md">
            <iframe src={url} title={ja.inquiry.frameTitle} />
          </Box>
          <Text mt="3" fontSize="sm">
            {ja.inquiry.frameFallback} <DirectLink url={url} />
          </Text>
        </>
      ) : null}
    </>
  );
};
