import { passkeyDemoNote } from '../local-stack/identity/passkey-demo';
import { DEMO_ACCOUNTS, LOCAL_EMULATOR_PORT, LOCAL_IDENTITY_PROXY_PORT } from '../src/config/local-identity';
import { startDevStack } from '../local-stack/dev-stack';

/**
 * Without --verbose only what a developer needs: the boxed code deliveries of the identity emulator and proxy
 * (sign-up, reset, phone and SMS codes), contract violations Prism reports, and build errors.
 */
const worthShowing = (line: string) => {
  if (line.startsWith('[cognito-local]') || line.startsWith('[identity')) return /[│╭╰┌└]|failed/.test(line);
  if (line.startsWith('[prism]')) return /violation/i.test(line);
  if (line.startsWith('[web]')) return /ERROR|error TS|Module not found/.test(line);
  return false;
};

/** `npm start`: the whole portal offline on fixed local ports; Ctrl-C (or any part dying) stops every part. */
const main = async () => {
  const verbose = process.argv.includes('--verbose');
  console.log('Starting the local identity emulator, Prism and the dev server (the first build takes a minute)…');
  let shuttingDown = false;
  const stack = await startDevStack({
    ports: {
      app: 8080,
      identityProxy: LOCAL_IDENTITY_PROXY_PORT,
      emulator: LOCAL_EMULATOR_PORT,
      prism: 4010,
      gateway: 4011,
    },
    log: (line) => {
      if (verbose || worthShowing(line)) console.log(line);
    },
    onChildExit: (name, code) => {
      if (shuttingDown) return;
      console.error(`\n${name} stopped unexpectedly (exit ${code}); stopping everything.`);
      void shutdown(1);
    },
  });
  const shutdown = async (exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    await stack.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  console.log(`\nThe portal is ready: open ${stack.appUrl}/signin\n`);
  console.log('Demo accounts:');
  console.table(
    DEMO_ACCOUNTS.map((account) => ({ email: account.email, password: account.password, state: account.state })),
  );
  console.log(`Identity (cognito-local behind the compatibility proxy): ${stack.identityEndpoint}`);
  console.log(`Mock core API (Prism, via the scenario gateway): ${stack.apiUrl}`);
  console.log('Read the latest code for an address: npm run code -- <email> [signup|reset|attribute|mfa]');
  console.log(passkeyDemoNote(stack.appUrl));
  console.log('Stop with Ctrl-C.');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
