import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployPlan, deployScript, formatPlan, type StackOptions } from './deploy-plan';

/** `npm run deploy`'s plan over a build's shape: every file, its headers, the order, what is invalidated. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-plan-'));
const files = [
  'index.html',
  'signin/index.html',
  'account/index.html',
  '500.html',
  'robots.txt',
  'sw.js',
  'assets/main.1234abcd.js',
  'assets/vendor.5678ef.js',
  'assets/logo.9abc.svg',
  'assets/main.1234abcd.js.LICENSE.txt',
];
for (const file of files) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), file);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const options: StackOptions = {
  stack: 'member-portal-hosting-production',
  region: 'ap-northeast-1',
  templateFile: '.tmp/hosting/member-portal-hosting-production.yaml',
  parameters: {},
};

describe('the deploy plan', () => {
  const plan = deployPlan(root);

  it('uploads every file once, with the Content-Type and Cache-Control the preview server answers it with', () => {
    expect(plan.uploads.map((upload) => upload.key).sort()).toEqual([...files].sort());
    const byKey = Object.fromEntries(plan.uploads.map((upload) => [upload.key, upload]));
    expect(byKey['assets/main.1234abcd.js']).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(byKey['assets/logo.9abc.svg']).toMatchObject({
      contentType: 'image/svg+xml',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(byKey['signin/index.html']).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(byKey['500.html']).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    expect(byKey['robots.txt']).toMatchObject({ contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache' });
  });

  it('uploads every hashed asset before any other file, every page after them, and the service worker last', () => {
    const keys = plan.uploads.map((upload) => upload.key);
    const lastAsset = Math.max(...keys.map((key, index) => (key.startsWith('assets/') ? index : -1)));
    const firstOther = keys.findIndex((key) => !key.startsWith('assets/'));
    const firstPage = keys.findIndex((key) => key.endsWith('.html'));
    const lastNonPage = Math.max(...keys.map((key, index) => (key.endsWith('.html') || key === 'sw.js' ? -1 : index)));
    expect(lastAsset).toBeLessThan(firstOther);
    expect(lastNonPage).toBeLessThan(firstPage);
    expect(keys.slice(-5, -1).every((key) => key.endsWith('.html'))).toBe(true);
    expect(keys.at(-1)).toBe('sw.js');
  });

  it('invalidates the unhashed files only, never a hashed asset, and the service worker on its own after them', () => {
    expect([...plan.invalidations].sort()).toEqual([
      '/500.html',
      '/account/index.html',
      '/index.html',
      '/robots.txt',
      '/signin/index.html',
    ]);
    expect(plan.invalidations.some((entry) => entry.startsWith('/assets/'))).toBe(false);
    expect(plan.workerInvalidations).toEqual(['/sw.js']);
  });

  it('has nothing to do after the first invalidation for a build without a service worker', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-plan-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), '');
    const script = deployScript('dist', deployPlan(bare), options);
    expect(deployPlan(bare).workerInvalidations).toEqual([]);
    expect(script).not.toContain('wait invalidation-completed');
    expect(formatPlan(deployPlan(bare), options)).not.toContain('Once it has completed');
    fs.rmSync(bare, { recursive: true });
  });

  it('refuses a folder that is not a build', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-plan-empty-'));
    expect(() => deployPlan(empty)).toThrow(/no index.html/);
    fs.rmSync(empty, { recursive: true });
  });

  it('--plan lists each upload in order with its headers, and the invalidation', () => {
    const text = formatPlan(plan, options);
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      'Stack member-portal-hosting-production (ap-northeast-1): template .tmp/hosting/member-portal-hosting-production.yaml, parameters kept from the stack',
    );
    const rows = lines.filter((line) => /^\s+\d+ {2}/.test(line));
    expect(rows).toHaveLength(files.length);
    expect(rows[0]).toMatch(
      /^\s+1 {2}hashed assets +assets\/logo\.9abc\.svg +image\/svg\+xml {2}\| {2}public, max-age=31536000, immutable$/,
    );
    expect(rows.at(-2)).toMatch(/HTML +signin\/index\.html +text\/html; charset=utf-8 {2}\| {2}no-cache$/);
    expect(lines.slice(-4)).toEqual([
      'Invalidation (5 paths): /robots.txt /500.html /account/index.html /index.html /signin/index.html',
      'Once it has completed:',
      expect.stringMatching(/^ 10 {2}worker +sw\.js +text\/javascript; charset=utf-8 {2}\| {2}no-cache$/),
      'Invalidation (1 path): /sw.js',
    ]);
    expect(formatPlan(plan, { ...options, parameters: { DomainName: 'member.example.jp' } }).split('\n')[0]).toContain(
      'parameters DomainName=member.example.jp',
    );
  });

  it('writes the AWS CLI sequence in that order: stack, uploads with their headers, then the invalidation', () => {
    const script = deployScript('dist', plan, { ...options, parameters: { EnvironmentName: 'production' } });
    const lines = script.trim().split('\n');
    expect(lines).toContain('set -euo pipefail');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    expect(at(/^aws cloudformation deploy .*--parameter-overrides 'EnvironmentName=production'/)).toBeGreaterThan(0);
    expect(at(/^BUCKET=/)).toBeGreaterThan(at(/^aws cloudformation deploy/));
    const uploads = lines.filter((line) => line.startsWith('aws s3 cp '));
    expect(uploads).toHaveLength(files.length);
    expect(uploads[0]).toBe(
      `aws s3 cp 'dist/assets/logo.9abc.svg' "s3://$BUCKET/"'assets/logo.9abc.svg' --content-type 'image/svg+xml' --cache-control 'public, max-age=31536000, immutable' --only-show-errors`,
    );
    expect(lines.slice(-4)).toEqual([
      `INVALIDATION=$(aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION" --paths '/robots.txt' '/500.html' '/account/index.html' '/index.html' '/signin/index.html' --query Invalidation.Id --output text)`,
      'aws cloudfront wait invalidation-completed --distribution-id "$DISTRIBUTION" --id "$INVALIDATION"',
      `aws s3 cp 'dist/sw.js' "s3://$BUCKET/"'sw.js' --content-type 'text/javascript; charset=utf-8' --cache-control 'no-cache' --only-show-errors`,
      `aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION" --paths '/sw.js'`,
    ]);
  });
});
