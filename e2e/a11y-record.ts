import fs from 'node:fs';
import path from 'node:path';
import type { ScreenRecord } from '../scripts/lib/accessibility-statement';

/**
 * Where e2e/accessibility-screens.spec.ts leaves one file per listed screen it visited (`npm run a11y:statement` reads
 * them). A screen's file is removed when its visit starts and written only once every check on it has run, so a
 * visit that fails now cannot leave an earlier one's record behind.
 */
export const SCREEN_RECORD_DIR = path.join(__dirname, '..', '.tmp', 'a11y-screens');

const fileOf = (id: string) => path.join(SCREEN_RECORD_DIR, `${id.replace(/[^a-zA-Z0-9]+/g, '-')}.json`);

export const forgetScreen = (id: string) => fs.rmSync(fileOf(id), { force: true });

export const writeScreen = (record: ScreenRecord) => {
  fs.mkdirSync(SCREEN_RECORD_DIR, { recursive: true });
  fs.writeFileSync(fileOf(record.id), JSON.stringify(record));
};
