import path from 'node:path';
import { CODE_KINDS, readLatestCode, type CodeKind } from '../local-stack/identity/codes';

/** `npm run code -- <email> [signup|reset|attribute|mfa]`: the latest code the local identity stack issued. */
const main = () => {
  const [email, kindArgument = 'signup', dataDirArgument] = process.argv.slice(2);
  const kind = kindArgument as CodeKind;
  if (!email || !CODE_KINDS.includes(kind)) {
    console.error(`usage: npm run code -- <email> [${CODE_KINDS.join('|')}] [data dir, default .cognito]`);
    return 2;
  }
  const dataDir = path.resolve(dataDirArgument ?? path.join(__dirname, '..', '.cognito'));
  const code = readLatestCode(dataDir, email, kind);
  if (!code) {
    console.error(`No ${kind} code for ${email} in ${dataDir}.`);
    return 1;
  }
  console.log(code);
  return 0;
};

process.exitCode = main();
