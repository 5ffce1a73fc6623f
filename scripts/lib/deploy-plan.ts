import fs from 'node:fs';
import path from 'node:path';
import { cacheControlOf, contentTypeOf } from './preview-server';

/**
 * What `npm run deploy` does with a build (docs/deploy.md, "Deploying a build"): every file of dist/ uploaded to the
 * site bucket with the Content-Type and Cache-Control the preview server answers it with, hashed assets first, the
 * other files next and the HTML last, so no page names a file that is not there yet; then an invalidation of the
 * files whose name does not change with their content (the HTML: CloudFront keeps pages a day, hashed assets a year).
 */

export interface Upload {
  /** The object key: the file's path below dist/, `/` separated. */
  key: string;
  contentType: string;
  cacheControl: string;
  /** 1: hashed assets, 2: other files that are not HTML, 3: HTML. */
  phase: 1 | 2 | 3;
}

export interface DeployPlan {
  uploads: Upload[];
  /** CloudFront paths to invalidate: every unhashed file (today all HTML), never a hashed asset. */
  invalidations: string[];
}

const phaseOf = (key: string): Upload['phase'] => (key.startsWith('assets/') ? 1 : key.endsWith('.html') ? 3 : 2);

/** The headers a file of the build is uploaded with, by its key. */
export const uploadHeaders = (key: string) => ({ contentType: contentTypeOf(key), cacheControl: cacheControlOf(key) });

export const deployPlan = (root: string): DeployPlan => {
  const keys = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
  if (!keys.includes('index.html')) throw new Error(`${root} holds no index.html: not a build`);
  const uploads = keys
    .map((key): Upload => ({ key, ...uploadHeaders(key), phase: phaseOf(key) }))
    .sort((a, b) => a.phase - b.phase || a.key.localeCompare(b.key));
  // The routing function answers a route with its file before the cache is looked up, so the cache holds pages under
  // their file's path (/signin/index.html), which is what is invalidated.
  const invalidations = uploads.filter((upload) => upload.phase !== 1).map((upload) => `/${upload.key}`);
  return { uploads, invalidations };
};

/** A value for a single-quoted shell word. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export interface StackOptions {
  stack: string;
  region: string;
  templateFile: string;
  /** First deploy only; an existing stack keeps its values when these are absent. */
  parameters: Record<string, string>;
}

/** The AWS CLI sequence of a deploy, as a bash script (`npm run deploy -- <stack> --out=deploy.sh`). */
export const deployScript = (root: string, plan: DeployPlan, options: StackOptions): string => {
  const output = (key: string) =>
    `$(aws cloudformation describe-stacks --region ${shellQuote(options.region)} --stack-name ${shellQuote(options.stack)} --query ${shellQuote(`Stacks[0].Outputs[?OutputKey=='${key}'].OutputValue`)} --output text)`;
  const parameters = Object.entries(options.parameters).map(([name, value]) => shellQuote(`${name}=${value}`));
  const lines = [
    '#!/usr/bin/env bash',
    `# Written by npm run deploy for stack ${options.stack}: the hosting stack, then dist/ (assets, other files, HTML),`,
    '# then the invalidation of the HTML. Stops at the first failure.',
    'set -euo pipefail',
    `aws cloudformation deploy --region ${shellQuote(options.region)} --stack-name ${shellQuote(options.stack)} --template-file ${shellQuote(options.templateFile)}${parameters.length ? ` --parameter-overrides ${parameters.join(' ')}` : ''} --no-fail-on-empty-changeset`,
    `BUCKET=${output('BucketName')}`,
    `DISTRIBUTION=${output('DistributionId')}`,
    ...plan.uploads.map(
      (upload) =>
        `aws s3 cp ${shellQuote(path.join(root, upload.key))} "s3://$BUCKET/"${shellQuote(upload.key)} --content-type ${shellQuote(upload.contentType)} --cache-control ${shellQuote(upload.cacheControl)} --only-show-errors`,
    ),
    `aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION" --paths ${plan.invalidations.map(shellQuote).join(' ')}`,
  ];
  return `${lines.join('\n')}\n`;
};

/** The dry run's listing: what would be uploaded, in order, with which headers, and what invalidated. */
export const formatPlan = (plan: DeployPlan, options: StackOptions): string => {
  const phases = { 1: 'hashed assets', 2: 'other files', 3: 'HTML' } as const;
  const width = Math.max(...plan.uploads.map((upload) => upload.key.length));
  const rows = plan.uploads.map(
    (upload, index) =>
      `${String(index + 1).padStart(3)}  ${phases[upload.phase].padEnd(13)}  ${upload.key.padEnd(width)}  ${upload.contentType}  |  ${upload.cacheControl}`,
  );
  return [
    `Stack ${options.stack} (${options.region}): template ${options.templateFile}` +
      (Object.keys(options.parameters).length
        ? `, parameters ${Object.entries(options.parameters)
            .map(([name, value]) => `${name}=${value}`)
            .join(' ')}`
        : ', parameters kept from the stack'),
    `Uploads in this order (${plan.uploads.length}): order, phase, key, Content-Type | Cache-Control`,
    ...rows,
    `Invalidation (${plan.invalidations.length} paths): ${plan.invalidations.join(' ')}`,
  ].join('\n');
};
