import { Link, List, Text } from '@chakra-ui/react';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/eligibility';
import { FormAlert } from '../../ui/FormAlert';

/** Spec section 8, Eligibility forms: a 404 means nothing matched; say what may be wrong and where to read more. */
export const NotConfirmedAlert = () => (
  <FormAlert title={ja.eligibility.notConfirmed}>
    <Text>{ja.eligibility.causesLead}</Text>
    <List.Root ps="5" my="2">
      {ja.eligibility.causes.map((cause) => (
        <List.Item key={cause}>{cause}</List.Item>
      ))}
    </List.Root>
    <Link href={currentEnvironment.external.faqUrl} target="_blank" rel="noopener noreferrer" color="blue.700">
      {ja.eligibility.faqLink}
      {ja.common.opensInNewWindow}
    </Link>
  </FormAlert>
);
