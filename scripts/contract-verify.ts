import path from 'node:path';
import { breaking, describeFinding, verifyContract } from './lib/contract-verify';

/**
 * `npm run contract:verify -- <backend origin> [--token=<ID token>] [--reads-only] [--verbose]`: sends the contract's
 * requests (one per operation, one more per named example) through Prism's validating proxy (`prism proxy --errors`)
 * to the backend and prints every request or response that breaks openapi/core-api.yaml; exits 1 on any.
 * The ID token of a test member: --token or CONTRACT_VERIFY_TOKEN. Writes are sent too unless --reads-only: point it
 * at a test backend.
 */
const CONTRACT = path.resolve(__dirname, '..', 'openapi', 'core-api.yaml');

/** An unsigned token naming a test member: enough for the local gateway, refused by a real backend. */
export const unsignedTestToken = (email: string) =>
  [
    { alg: 'none', typ: 'JWT' },
    { email, sub: 'contract-verify' },
  ]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.';

const main = async () => {
  const args = process.argv.slice(2);
  const backend = args.find((arg) => !arg.startsWith('--'));
  if (!backend || !/^https?:\/\/[^/]+\/?$/.test(backend)) {
    console.error(
      'Usage: npm run contract:verify -- <backend origin, e.g. https://api.example.jp> [--token=<ID token>] [--reads-only] [--verbose]',
    );
    return 2;
  }
  const token =
    args.find((arg) => arg.startsWith('--token='))?.slice('--token='.length) ??
    process.env.CONTRACT_VERIFY_TOKEN ??
    unsignedTestToken('contract-verify@example.com');
  const verbose = args.includes('--verbose');
  const findings = await verifyContract({
    contractPath: CONTRACT,
    backend: backend.replace(/\/$/, ''),
    authorization: `Bearer ${token}`,
    readsOnly: args.includes('--reads-only'),
    log: verbose ? (line) => console.log(`[prism] ${line}`) : undefined,
  });
  const broken = findings.filter((finding) => breaking(finding).length > 0);
  for (const finding of findings) if (verbose || finding.violations.length) console.log(describeFinding(finding));
  console.log(
    `\n${findings.length} requests through prism proxy --errors to ${backend}: ${broken.length} broke the contract.`,
  );
  return broken.length ? 1 : 0;
};

if (require.main === module) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
