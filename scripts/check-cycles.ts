import path from 'node:path';
import { describeCycles, findImportCycles } from './lib/import-cycles';

/**
 * `npm run lint:cycles` (part of `npm run lint`): fails when the project's own modules import each other in a circle.
 * An optional argument names another root (the unit test runs it on fixture trees).
 */
const main = async () => {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
  const cycles = await findImportCycles(root);
  console.log(describeCycles(cycles));
  if (cycles.length > 0) process.exit(1);
};

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
