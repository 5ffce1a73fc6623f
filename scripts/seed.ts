import path from 'node:path';
import { startIdentityStack } from '../local-stack/identity/stack';
import { seed } from '../local-stack/seed';
import { DEMO_ACCOUNTS, LOCAL_IDENTITY_PROXY_PORT } from '../src/config/local-identity';

/** `npm run seed`: against a running `npm start` when there is one, otherwise with a stack of its own. */
const main = async () => {
  const endpoint = `http://localhost:${LOCAL_IDENTITY_PROXY_PORT}`;
  const dataDir = path.resolve(__dirname, '..', '.cognito');
  const running = await fetch(`${endpoint}/health`).then(
    (response) => response.ok,
    () => false,
  );
  const stack = running
    ? undefined
    : await startIdentityStack({ dataDir, proxyPort: LOCAL_IDENTITY_PROXY_PORT, quiet: true });
  try {
    const changes = await seed({ endpoint: stack?.endpoint ?? endpoint, dataDir, log: console.log });
    console.log(changes.length ? `Seeded ${changes.length} change(s).` : 'The demo members were already in place.');
    console.table(DEMO_ACCOUNTS.map(({ email, password, state }) => ({ email, password, state })));
  } finally {
    await stack?.stop();
  }
};

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
