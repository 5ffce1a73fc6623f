import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { formatCalendarDate } from '../../i18n/dates';
import { format } from '../../i18n/format';
import { accessibilityTexts } from '../../i18n/accessibility-statement';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { AppLink } from '../../ui/AppLink';
import { PageHeading } from '../../ui/PageHeading';
import { statementResults } from './statement-results';
import type { CriterionRow, StatementResults } from './statement-types';
import { markJapanese } from '../../ui/mark-japanese';

const STANDARD = 'JIS X 8341-3:2016';
const TARGET_LEVEL = 'AA';

const day = (iso: string) => (iso ? formatCalendarDate(new Date(`${iso}T00:00:00`), 'long') : '');

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

/** A wide table scrolls inside its own region (WCAG 1.4.10 allows it for data tables); the page itself does not. */
const TableRegion = ({ caption, children }: { caption: string; children: React.ReactNode }) => (
  <Box overflowX="auto" tabIndex={0} role="region" aria-label={caption} maxW="100%" mb="8">
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
        {caption}
      </Box>
      {children}
    </Box>
  </Box>
);

const criterionName = (id: string) => {
  const texts = accessibilityTexts();
  return `${id} ${texts.criteria[id as keyof typeof texts.criteria] ?? ''}`;
};

const Unmet = ({ rows, screens }: { rows: CriterionRow[]; screens: StatementResults['screens'] }) => {
  const texts = accessibilityTexts();
  return (
    <>
      <Heading as="h2" size="md" mb="3">
        {texts.unmetHeading}
      </Heading>
      <List.Root as="ul" ps="5" mb="6">
        {rows.map((row) => (
          <List.Item key={row.id} mb="2">
            <Text fontWeight="bold">{criterionName(row.id)}</Text>
            <Text>{texts.plans[row.id] ?? texts.noPlan}</Text>
            <Text fontSize="sm" wordBreak="break-all">
              {format(texts.unmetOn, {
                screens:
                  row.failing.length === screens.length
                    ? texts.allScreens
                    : row.failing
                        .map((index) => screens[index])
                        .map((screen) =>
                          screen ? `${screen.uri} (${texts.states[screen.state]}, ${texts.langs[screen.lang]})` : '',
                        )
                        .join(', '),
              })}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
};

/**
 * The accessibility statement to JIS X 8341-3:2016 (the items of its Annex JB, JB.3), with one row per WCAG 2.0 A/AA
 * criterion over every listed screen, generated from the screens' test records and the dated judgements
 * (`npm run a11y:statement`): it claims nothing no test or judgement showed.
 */
export const StatementView = ({ results }: { results: StatementResults }) => {
  const texts = accessibilityTexts();
  const facts = texts.facts;
  const unmet = results.criteria.filter((row) => row.result === 'fail');
  return (
    <Box as="article" lineHeight="tall">
      <PageHeading>{ja.titles.Accessibility}</PageHeading>
      <Text mb="2">{texts.intro}</Text>
      <AppLink to={pathFor('AccessibilityPolicy')} color="blue.700" textDecoration="underline">
        {texts.policyLink}
      </AppLink>
      <Heading as="h2" size="md" mt="6" mb="3">
        {texts.resultHeading}
      </Heading>
      <Stack gap="2" mb="6">
        <Text fontWeight="bold">{markJapanese(texts.claims[results.claim])}</Text>
        <Text>{texts.claimNotes[results.claim]}</Text>
        <Text color="gray.700">{texts.notation}</Text>
      </Stack>
      {unmet.length ? <Unmet rows={unmet} screens={results.screens} /> : null}
      <Box as="dl" mb="8">
        <Fact term={facts.date}>{day(results.generatedOn)}</Fact>
        <Fact term={facts.standard}>{STANDARD}</Fact>
        <Fact term={facts.level}>{TARGET_LEVEL}</Fact>
        <Fact term={facts.claim}>{markJapanese(texts.claims[results.claim])}</Fact>
        <Fact term={facts.scope}>{texts.scope}</Fact>
        <Fact term={facts.technologies}>{texts.technologies}</Fact>
        <Fact term={facts.selection}>
          <Text>{texts.selection}</Text>
          {results.untested.length ? (
            <Text wordBreak="break-all">{format(texts.untested, { paths: results.untested.join(', ') })}</Text>
          ) : null}
        </Fact>
        <Fact term={facts.pages}>
          {results.screens.length ? format(texts.pageCount, { count: results.screens.length }) : texts.noResults}
        </Fact>
        <Fact term={facts.tester}>{format(texts.tester, { axe: results.axeVersion || '-' })}</Fact>
        <Fact term={facts.period}>
          {results.testedFrom
            ? format(texts.period, { from: day(results.testedFrom), to: day(results.testedTo) })
            : texts.noResults}
        </Fact>
      </Box>
      <TableRegion caption={texts.tableCaption}>
        <thead>
          <tr>
            <th scope="col">{texts.columns.criterion}</th>
            <th scope="col">{texts.columns.level}</th>
            <th scope="col">{texts.columns.applies}</th>
            <th scope="col">{texts.columns.result}</th>
            <th scope="col">{texts.columns.screens}</th>
            <th scope="col">{texts.columns.checks}</th>
          </tr>
        </thead>
        <tbody>
          {results.criteria.map((row) => (
            <tr key={row.id} data-criterion={row.id}>
              <th scope="row" style={{ fontWeight: 'normal' }}>
                {criterionName(row.id)}
              </th>
              <td>{row.level}</td>
              <td>{texts.applies[row.applies]}</td>
              <td>{texts.results[row.result]}</td>
              <td>{format(texts.screenCounts, row.screens)}</td>
              <td style={{ minWidth: '10rem' }}>{row.checks.map((kind) => texts.checks[kind]).join(' / ')}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <TableRegion caption={texts.screensCaption}>
        <thead>
          <tr>
            <th scope="col">{texts.columns.uri}</th>
            <th scope="col">{texts.columns.state}</th>
            <th scope="col">{texts.columns.lang}</th>
          </tr>
        </thead>
        <tbody>
          {results.screens.map((screen) => (
            <tr key={`${screen.lang} ${screen.uri} ${screen.state}`}>
              <td style={{ wordBreak: 'break-all' }}>{screen.uri}</td>
              <td>{texts.states[screen.state]}</td>
              <td>{texts.langs[screen.lang]}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </Box>
  );
};

export const Component = () => <StatementView results={statementResults} />;
