import fs from 'node:fs';
import path from 'node:path';
import { buildStatement, statementModule, type TestRecord } from './lib/accessibility-statement';

/**
 * `npm run a11y:statement`: the accessibility statement's result table (src/features/accessibility/statement-results.ts)
 * from the records the e2e suite leaves in .tmp/a11y (one file per passed test: its axe results and its keyboard,
 * focus, zoom, reflow and language checks; e2e/a11y-record.ts). Run the e2e suite first; `--check` fails when the
 * committed table differs from what the records give.
 */
const RECORDS = path.join(__dirname, '..', '.tmp', 'a11y');
const OUTPUT = path.join(__dirname, '..', 'src', 'features', 'accessibility', 'statement-results.ts');

const main = () => {
  const files = fs.existsSync(RECORDS) ? fs.readdirSync(RECORDS).filter((file) => file.endsWith('.json')) : [];
  if (!files.length) {
    console.error(
      `No records in ${path.relative(process.cwd(), RECORDS)}: run the e2e suite first (npm run test:e2e).`,
    );
    return 1;
  }
  const records = files.map((file) => JSON.parse(fs.readFileSync(path.join(RECORDS, file), 'utf8')) as TestRecord);
  const results = buildStatement(records, new Date().toISOString().slice(0, 10));
  const text = statementModule(results);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8').replace(/"generatedOn": "[^"]*"/, '') : '';
    if (current !== text.replace(/"generatedOn": "[^"]*"/, '')) {
      console.error(`${path.relative(process.cwd(), OUTPUT)} differs from the records: run npm run a11y:statement.`);
      return 1;
    }
    return 0;
  }
  fs.writeFileSync(OUTPUT, text);
  const count = (result: string) => results.criteria.filter((row) => row.result === result).length;
  console.log(
    `${records.length} test records, ${results.pages.length} pages (${results.languages.join(', ')}): ` +
      `${count('pass')} pass, ${count('fail')} fail, ${count('notApplicable')} not applicable, ${count('notChecked')} not checked; claim: ${results.claim}.`,
  );
  return 0;
};

process.exitCode = main();
