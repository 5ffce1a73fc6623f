import fs from 'node:fs';
import path from 'node:path';
import {
  buildStatement,
  comparable,
  missingResults,
  screenResults,
  screenLabel,
  statementModule,
  type ScreenRecord,
} from './lib/accessibility-statement';
import { LISTED_SCREENS } from './lib/a11y-screens';
import { JUDGEMENTS } from './lib/a11y-judgements';

/**
 * `npm run a11y:statement`: the accessibility statement's result table (src/features/accessibility/statement-results.ts)
 * from the records e2e/accessibility-screens.spec.ts leaves in .tmp/a11y-screens (one file per listed screen: axe, the
 * page's facts, the keyboard walk, 200% text and 320 px) and the dated judgements (scripts/lib/a11y-judgements.ts).
 * `--check` fails when a listed screen has no record or lacks a result for any criterion, or when the committed
 * table differs from what the records give (the dates aside).
 */
const RECORDS = path.join(__dirname, '..', '.tmp', 'a11y-screens');
const OUTPUT = path.join(__dirname, '..', 'src', 'features', 'accessibility', 'statement-results.ts');

const main = () => {
  const files = fs.existsSync(RECORDS) ? fs.readdirSync(RECORDS).filter((file) => file.endsWith('.json')) : [];
  if (!files.length) {
    console.error(
      `No records in ${path.relative(process.cwd(), RECORDS)}: run npx playwright test -c e2e/playwright.config.ts e2e/accessibility-screens.spec.ts first.`,
    );
    return 1;
  }
  const records = files.map((file) => JSON.parse(fs.readFileSync(path.join(RECORDS, file), 'utf8')) as ScreenRecord);
  const results = buildStatement(records, JUDGEMENTS, new Date().toISOString().slice(0, 10));
  const missing = missingResults(screenResults(records, JUDGEMENTS), records);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    const published = /= (\{[\s\S]*\});\s*$/.exec(current)?.[1];
    const same =
      published !== undefined &&
      JSON.stringify(comparable(JSON.parse(published))) === JSON.stringify(comparable(results));
    if (missing.length) console.error(`Criteria without a result:\n${missing.map((line) => `  - ${line}`).join('\n')}`);
    if (!same)
      console.error(`${path.relative(process.cwd(), OUTPUT)} differs from the records: run npm run a11y:statement.`);
    return missing.length || !same ? 1 : 0;
  }
  fs.writeFileSync(OUTPUT, statementModule(results));
  // Every screen's result per criterion and what gave it, for review: .tmp/a11y-screen-results.json.
  const detail = Object.fromEntries(screenResults(records, JUDGEMENTS));
  fs.writeFileSync(path.join(RECORDS, '..', 'a11y-screen-results.json'), JSON.stringify(detail, null, 2));
  const count = (result: string) => results.criteria.filter((row) => row.result === result).length;
  console.log(
    `${records.length} screen records of ${results.screens.length} listed screens: ${count('pass')} pass, ` +
      `${count('fail')} fail, ${count('notApplicable')} not applicable, ${count('notChecked')} not checked; claim: ${results.claim}.`,
  );
  if (missing.length) console.log(`Criteria without a result:\n${missing.map((line) => `  - ${line}`).join('\n')}`);
  for (const row of results.criteria.filter((criterion) => criterion.failing.length))
    console.log(`${row.id} fails on: ${row.failing.map((index) => screenLabel(LISTED_SCREENS[index])).join(', ')}`);
  return 0;
};

process.exitCode = main();
