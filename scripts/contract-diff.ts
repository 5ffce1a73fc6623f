import path from 'node:path';
import { chooseBase, diffContract, verdict } from './lib/contract-diff';

/**
 * `npm run contract:diff -- [<ref>]`: prints what changed in openapi/core-api.yaml since the merge base of HEAD and
 * <ref> (default: CONTRACT_BASE, else origin/main, else HEAD's first parent), by Optic's rules, for the backend team;
 * exits 1 on a breaking change that no commit since then declares intended ("Contract-Change: breaking"). CI runs it
 * without a ref. Offline: no telemetry, no update check.
 */
const main = () => {
  const ref = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  const root = path.resolve(__dirname, '..');
  const base = chooseBase(root, ref);
  if (!base) {
    console.log('contract: no earlier commit to compare with.');
    return 0;
  }
  const result = diffContract(root, base);
  console.log(`openapi/core-api.yaml against ${base.how} (${base.commit.slice(0, 7)}):\n`);
  console.log(result.report);
  const { code, line } = verdict(result);
  console.log(`\n${line}`);
  return code;
};

if (require.main === module) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
