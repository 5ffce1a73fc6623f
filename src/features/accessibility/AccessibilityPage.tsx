import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatCalendarDate } from '../../i18n/dates';
import { format } from '../../i18n/format';
import { accessibilityTexts } from '../../i18n/accessibility-statement';
import { PageHeading } from '../../ui/PageHeading';
import { statementResults } from './statement-results';
import type { CriterionRow, StatementResults } from './statement-types';
import { markJapanese } from '../../ui/mark-japanese';

const STANDARD = 'JIS X 8341-3:2016';
const TARGET_LEVEL = 'AA';

const day = (iso: string) => (iso ? formatCalendarDate(new Date(`${iso}T00:00:00`), 'long') : '');

const checksOf = (row: CriterionRow) => {
  const texts = accessibilityTexts().checks;
  const list = [
    ...(row.axeRules.length ? [format(texts.axe, { rules: row.axeRules.join(', ') })] : []),
    ...row.checks.map((kind) => texts[kind]),
  ];
  return list.length ? list.join(' / ') : texts.none;
};

const Fact = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <Box display={{ base: 'block', md: 'grid' }} gridTemplateColumns="14rem 1fr" gap="4" py="2" borderBottomWidth="1px">
    <Box as="dt" fontWeight="bold">
      {term}
    </Box>
    <Box as="dd" m="0">
      {children}
    </Box>
  </Box>
);

/**
 * The accessibility statement to JIS X 8341-3:2016, with one row per WCAG 2.0 A/AA criterion generated from the e2e
 * suite's records (`npm run a11y:statement`): it claims nothing no test showed.
 */
export const StatementView = ({ results }: { results: StatementResults }) => {
  const texts = accessibilityTexts();
  const facts = texts.facts;
  return (
    <Box as="article" lineHeight="tall">
      <PageHeading>{texts.heading}</PageHeading>
      <Text mb="6">{texts.policy}</Text>
      <Heading as="h2" size="md" mb="3">
        {texts.targetHeading}
      </Heading>
      <Text mb="6">{texts.target}</Text>
      <Heading as="h2" size="md" mb="3">
        {texts.resultHeading}
      </Heading>
      <Stack gap="2" mb="6">
        <Text fontWeight="bold">{markJapanese(texts.claims[results.claim])}</Text>
        <Text>{texts.claimNotes[results.claim]}</Text>
        <Text color="gray.700">{texts.notation}</Text>
      </Stack>
      <Box as="dl" mb="8">
        <Fact term={facts.date}>{day(results.generatedOn)}</Fact>
        <Fact term={facts.standard}>{STANDARD}</Fact>
        <Fact term={facts.level}>{TARGET_LEVEL}</Fact>
        <Fact term={facts.claim}>{markJapanese(texts.claims[results.claim])}</Fact>
        <Fact term={facts.technologies}>{texts.technologies}</Fact>
        <Fact term={facts.pages}>
          {results.pages.length ? (
            <>
              <Text>{format(texts.pageCount, { count: results.pages.length })}</Text>
              <List.Root as="ul" ps="5" wordBreak="break-all">
                {results.pages.map((page) => (
                  <List.Item key={page}>{page}</List.Item>
                ))}
              </List.Root>
            </>
          ) : (
            texts.noResults
          )}
        </Fact>
        <Fact term={facts.selection}>{texts.selection}</Fact>
        <Fact term={facts.tester}>{format(texts.tester, { axe: results.axeVersion || '-' })}</Fact>
        <Fact term={facts.period}>
          {results.testedFrom
            ? format(texts.period, { from: day(results.testedFrom), to: day(results.testedTo) })
            : texts.noResults}
        </Fact>
      </Box>
      {/* Wide tables scroll inside their own region (WCAG 1.4.10 allows it for data tables); the page itself does not. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={texts.tableCaption} maxW="100%">
        <Box
          as="table"
          w="full"
          fontSize="sm"
          borderCollapse="collapse"
          css={{
            '& th, & td': { textAlign: 'start', verticalAlign: 'top', padding: '0.5rem', borderBottomWidth: '1px' },
          }}
        >
          <Box as="caption" textAlign="start" fontWeight="bold" mb="2">
            {texts.tableCaption}
          </Box>
          <thead>
            <tr>
              <th scope="col">{texts.columns.criterion}</th>
              <th scope="col">{texts.columns.level}</th>
              <th scope="col">{texts.columns.applies}</th>
              <th scope="col">{texts.columns.result}</th>
              <th scope="col">{texts.columns.checks}</th>
            </tr>
          </thead>
          <tbody>
            {results.criteria.map((row) => (
              <tr key={row.id} data-criterion={row.id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {`${row.id} ${texts.criteria[row.id as keyof typeof texts.criteria] ?? ''}`}
                </th>
                <td>{row.level}</td>
                <td>{texts.applies[row.applies]}</td>
                <td>{texts.results[row.result]}</td>
                <td style={{ overflowWrap: 'anywhere', minWidth: '12rem' }}>{checksOf(row)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
};

export const Component = () => <StatementView results={statementResults} />;
