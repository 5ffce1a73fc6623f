import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/eligibility';
import { PageHeading } from '../../ui/PageHeading';
import { HelpAccordion } from './HelpAccordion';
import { InsurerSection } from './InsurerSection';
import { RegistrationForm } from './RegistrationForm';
import { useInsurerLookup } from './use-insurer-lookup';
import { useRegistration } from './use-registration';
import { markJapanese } from '../../ui/mark-japanese';

/** Spec section 2, Eligibility check: find the insurer, then register with the form its member_format calls for. */
export const Component = () => {
  const [searchParams] = useSearchParams();
  const aliasCode = searchParams.get('insurer')?.trim() || undefined;
  const [number, setNumber] = useState('');
  const lookup = useInsurerLookup(aliasCode, number);
  const { register, failure } = useRegistration();

  return (
    <>
      <PageHeading>{ja.eligibility.heading}</PageHeading>
      <Text mb="6">{markJapanese(ja.eligibility.lead)}</Text>
      <InsurerSection lookup={lookup} number={number} onNumberChange={setNumber} />
      <RegistrationForm insurer={lookup.insurer} failure={failure} onSubmit={register} />
      <HelpAccordion />
    </>
  );
};
