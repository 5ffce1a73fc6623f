import fs from 'node:fs';
import path from 'node:path';
import { currentEnvironment } from '../src/config/env';
import { distDir } from './lib/build-output';
import { deployPlan, deployScript, formatPlan, type StackOptions } from './lib/deploy-plan';
import { hostingTemplateYaml, prerenderedPages } from './lib/hosting-template';

/**
 * `npm run deploy -- <stack> [--plan] [--out=deploy.sh] [--region=ap-northeast-1]
 * [--environment-name=production --domain=<host> --certificate-arn=<arn>]` (after `npm run build`, with the same build
 * variables; docs/deploy.md, "Deploying a build"). `--plan` lists what would be uploaded, in which order and with which
 * headers, and what invalidated, and touches nothing. Without it, it writes the build's hosting template to
 * .tmp/hosting/<stack>.yaml and the AWS CLI sequence of the deploy as a bash script (stdout, or --out), for an operator
 * with the AWS credentials to run; it calls no AWS API itself.
 */
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const stack = args.find((arg) => !arg.startsWith('--'));

const main = () => {
  if (!stack || !/^[A-Za-z][A-Za-z0-9-]{0,127}$/.test(stack)) {
    console.error('Usage: npm run deploy -- <stack name> [--plan] [--out=deploy.sh] (docs/deploy.md)');
    return 1;
  }
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first, with the same build variables.');
    return 1;
  }
  if (currentEnvironment.name === 'develop') {
    console.error('PORTAL_ENV is develop: only a staging or production build is deployed (docs/deploy.md).');
    return 1;
  }
  const parameters: Record<string, string> = {};
  for (const [name, flag] of [
    ['EnvironmentName', 'environment-name'],
    ['DomainName', 'domain'],
    ['CertificateArn', 'certificate-arn'],
  ]) {
    const value = option(flag!);
    if (value) parameters[name!] = value;
  }
  const options: StackOptions = {
    stack,
    region: option('region') ?? 'ap-northeast-1',
    templateFile: path.join('.tmp', 'hosting', `${stack}.yaml`),
    parameters,
  };
  const plan = deployPlan(distDir);
  if (args.includes('--plan')) {
    console.log(formatPlan(plan, options));
    return 0;
  }
  fs.mkdirSync(path.dirname(options.templateFile), { recursive: true });
  fs.writeFileSync(options.templateFile, hostingTemplateYaml(currentEnvironment, prerenderedPages(distDir)));
  const script = deployScript(path.relative(process.cwd(), distDir), plan, options);
  const out = option('out');
  if (out) {
    fs.writeFileSync(out, script, { mode: 0o755 });
    console.log(
      `Wrote ${options.templateFile} and the deploy's AWS CLI sequence to ${out}: run it with AWS credentials.`,
    );
  } else process.stdout.write(script);
  return 0;
};

process.exitCode = main();
