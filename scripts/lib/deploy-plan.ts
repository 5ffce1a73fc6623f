import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_WORKER_FILE } from './budget';
import { cacheControlOf, contentTypeOf } from './preview-server';

/**
 * What `npm run deploy` does with a build (docs/deploy.md, "Deploying a build"): every file of dist/ uploaded to the
 * site bucket with the Content-Type and Cache-Control the preview server answers it with, hashed assets first, the
 * other files next and the HTML after them, so no page names a file that is not there yet; then an invalidation of the
 * files whose name does not change with their content (CloudFront keeps them a day, hashed assets a year). The service
 * worker names every page by its content hash and stores what the edge answers for it, so it is uploaded and
 * invalidated only once that invalidation has completed: a worker of the new build never stores a page of the old one.
 */

export interface Upload {
  /** The object key: the file's path below dist/, `/` separated. */
  key: string;
  contentType: string;
  cacheControl: string;
  /** 1: hashed assets, 2: other files that are not HTML, 3: HTML, 4: the service worker. */
  phase: 1 | 2 | 3 | 4;
}

export interface DeployPlan {
  uploads: Upload[];
  /** CloudFront paths to invalidate after the HTML: every unhashed file but the service worker, no hashed asset. */
  invalidations: string[];
  /** Invalidated after the service worker's upload, once the first invalidation has completed (none without one). */
  workerInvalidations: string[];
}

const phaseOf = (key: string): Upload['phase'] =>
  key.startsWith('assets/') ? 1 : key === SERVICE_WORKER_FILE ? 4 : key.endsWith('.html') ? 3 : 2;

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
  const pathsOf = (phases: Upload['phase'][]) =>
    uploads.filter((upload) => phases.includes(upload.phase)).map((upload) => `/${upload.key}`);
  return { uploads, invalidations: pathsOf([2, 3]), workerInvalidations: pathsOf([4]) };
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
  const upload = (file: Upload) =>
    `aws s3 cp ${shellQuote(path.join(root, file.key))} "s3://$BUCKET/"${shellQuote(file.key)} --content-type ${shellQuote(file.contentType)} --cache-control ${shellQuote(file.cacheControl)} --only-show-errors`;
  const paths = (list: string[]) => list.map(shellQuote).join(' ');
  const lines = [
    '#!/usr/bin/env bash',
    `# Written by npm run deploy for stack ${options.stack}: the hosting stack, then dist/ (assets, other files, HTML),`,
    '# the invalidation of the unhashed files, and once it has completed the service worker. Stops at the first failure.',
    'set -euo pipefail',
    `aws cloudformation deploy --region ${shellQuote(options.region)} --stack-name ${shellQuote(options.stack)} --template-file ${shellQuote(options.templateFile)}${parameters.length ? ` --parameter-overrides ${parameters.join(' ')}` : ''} --no-fail-on-empty-changeset`,
    `BUCKET=${output('BucketName')}`,
    `DISTRIBUTION=${output('DistributionId')}`,
    ...plan.uploads.filter((upload) => upload.phase !== 4).map(upload),
    `INVALIDATION=$(aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION" --paths ${paths(plan.invalidations)} --query Invalidation.Id --output text)`,
    ...(plan.workerInvalidations.length
      ? [
          'aws cloudfront wait invalidation-completed --distribution-id "$DISTRIBUTION" --id "$INVALIDATION"',
          ...plan.uploads.filter((upload) => upload.phase === 4).map(upload),
          `aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION" --paths ${paths(plan.workerInvalidations)}`,
        ]
      : []),
  ];
  return `${lines.join('\n')}\n`;
};

/** The dry run's listing: what would be uploaded, in order, with which headers, and what invalidated. */
export const formatPlan = (plan: DeployPlan, options: StackOptions): string => {
  const phases = { 1: 'hashed assets', 2: 'other files', 3: 'HTML', 4: 'worker' } as const;
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
    ...rows.filter((_, index) => plan.uploads[index]!.phase !== 4),
    `Invalidation (${plan.invalidations.length} paths): ${plan.invalidations.join(' ')}`,
    ...(plan.workerInvalidations.length
      ? [
          'Once it has completed:',
          ...rows.filter((_, index) => plan.uploads[index]!.phase === 4),
          `Invalidation (${plan.workerInvalidations.length} path): ${plan.workerInvalidations.join(' ')}`,
        ]
      : []),
  ].join('\n');
};
