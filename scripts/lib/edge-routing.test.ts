import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionEnvironment } from '../../mocks/environments';
import { rawRequest } from '../../mocks/raw-http';
import { edgeModel, routingHandler } from './edge-model';
import {
  CSP_LENGTH_LIMIT,
  FUNCTION_SIZE_LIMIT,
  hostingTemplate,
  hostingTemplateYaml,
  prerenderedPages,
  responseHeadersPolicyConfig,
  routingFunctionCode,
} from './hosting-template';
import { securityHeaderTable, startPreview } from './preview-server';
import { differences, ROUTING_CASES, writeRoutingSite, type HostAnswer } from './routing-cases';

/**
 * The routing table (./routing-cases.ts) against the CloudFront Function in the hosting template (run in Node through
 * ./edge-model.ts) and against the preview server; nginx joins them in routing-parity.hosting.test.ts.
 */
const environment = productionEnvironment();
const table = securityHeaderTable(environment);
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-routing-'));
writeRoutingSite(site);
const template = hostingTemplate(environment, prerenderedPages(site));

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('the routing table at the edge', () => {
  it('the CloudFront Function, the bucket and the headers policy answer every case of the table', () => {
    const edge = edgeModel(template, site);
    const found = ROUTING_CASES.flatMap((routingCase) =>
      differences(routingCase, edge(routingCase.method, routingCase.target), table),
    );
    expect(found).toEqual([]);
  });

  it('the preview server answers every case of the table', async () => {
    const preview = await startPreview({ root: site, environment, port: 0 });
    try {
      const found: string[] = [];
      for (const routingCase of ROUTING_CASES) {
        const answer = await rawRequest(preview.port, { method: routingCase.method, target: routingCase.target });
        found.push(...differences(routingCase, answer as HostAnswer, table));
      }
      expect(found).toEqual([]);
    } finally {
      await preview.stop();
    }
  });

  it('sees a host that answers differently (the comparison can fail)', () => {
    const edge = edgeModel(template, site);
    const signin = ROUTING_CASES.find((routingCase) => routingCase.target === '/signin')!;
    const shell = edge('GET', '/account/settings');
    expect(differences(signin, shell, table)).toEqual([
      expect.stringContaining('body of index.html, expected signin/index.html'),
    ]);
    const withoutCsp = { ...shell, headers: { ...shell.headers, 'content-security-policy': undefined } };
    expect(
      differences(
        ROUTING_CASES.find((routingCase) => routingCase.target === '/account/settings')!,
        withoutCsp,
        table,
      ),
    ).toEqual([expect.stringContaining('Content-Security-Policy')]);
  });
});

describe('the routing function (infra/edge-routing.js)', () => {
  const pages = prerenderedPages(site);

  it("knows the build's prerendered pages, not the shell", () => {
    expect(pages).toEqual({
      '/account': '/account/index.html',
      '/signin': '/signin/index.html',
      '/signup': '/signup/index.html',
    });
  });

  it('fits CloudFront Functions and runs without anything of Node (no require, no process, no timers)', () => {
    const code = routingFunctionCode(environment, pages);
    expect(Buffer.byteLength(code)).toBeLessThan(FUNCTION_SIZE_LIMIT);
    const statements = code.replace(/^\s*\/\/.*$/gm, '');
    expect(statements).not.toMatch(/\b(require|import|export|module|process|setTimeout|fetch)\b/);
    expect(() => routingHandler(template)).not.toThrow();
  });

  it('writes the header table into its own answers (a 404, a 303), Cache-Control no-cache included', () => {
    const handler = routingHandler(template);
    const answer = handler({
      request: {
        method: 'POST',
        uri: '/signin',
        querystring: { service: { value: 'otc' }, a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] } },
        headers: {},
      },
    }) as { statusCode: number; headers: Record<string, { value: string }> };
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location?.value).toBe('/signin?service=otc&a=1&a=2');
    for (const [name, value] of table) expect([name, answer.headers[name.toLowerCase()]?.value]).toEqual([name, value]);
    expect(answer.headers['cache-control']?.value).toBe('no-cache');
  });

  it('sends a route with a trailing slash to its page, and leaves a file as it is named', () => {
    const handler = routingHandler(template);
    const route = (uri: string) =>
      (handler({ request: { method: 'GET', uri, querystring: {}, headers: {} } }) as { uri: string }).uri;
    expect(route('/account/')).toBe('/account/index.html');
    expect(route('/')).toBe('/index.html');
    expect(route('/signin/index.html')).toBe('/signin/index.html');
    expect(route('/assets/main.0000.js')).toBe('/assets/main.0000.js');
  });

  it('holds the one SITE line the generation fills in', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'infra', 'edge-routing.js'), 'utf8');
    expect(source.match(/^var SITE = \{ pages: \{\}, headers: \{\} \};$/gm)).toHaveLength(1);
  });
});

describe('the hosting template', () => {
  const resources = template.Resources;

  it('keeps the bucket private: only this distribution reads it, through origin access control', () => {
    expect(Object.values(resources.SiteBucket.Properties.PublicAccessBlockConfiguration)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const [read, tls] = resources.SiteBucketPolicy.Properties.PolicyDocument.Statement;
    expect(read).toMatchObject({
      Effect: 'Allow',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: ['s3:GetObject', 's3:ListBucket'],
      Condition: {
        StringEquals: { 'AWS:SourceArn': { 'Fn::Sub': expect.stringContaining('distribution/${Distribution}') } },
      },
    });
    expect(tls).toMatchObject({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } });
    expect(resources.OriginAccessControl.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const [origin] = resources.Distribution.Properties.DistributionConfig.Origins;
    expect(origin?.OriginAccessControlId).toEqual({ 'Fn::GetAtt': ['OriginAccessControl', 'Id'] });
  });

  it('serves HTTP/2 and HTTP/3 over TLS 1.2 or newer on the portal domain, compressed', () => {
    const config = resources.Distribution.Properties.DistributionConfig;
    expect(config).toMatchObject({
      HttpVersion: 'http2and3',
      Aliases: [{ Ref: 'DomainName' }],
      ViewerCertificate: { AcmCertificateArn: { Ref: 'CertificateArn' }, MinimumProtocolVersion: 'TLSv1.2_2021' },
    });
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour).toMatchObject({ Compress: true, ViewerProtocolPolicy: 'redirect-to-https' });
      expect(behaviour.FunctionAssociations[0]?.FunctionARN).toEqual({
        'Fn::GetAtt': ['RoutingFunction', 'FunctionMetadata.FunctionARN'],
      });
    }
    expect(resources.RoutingFunction.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(config.CacheBehaviors.map((behaviour) => behaviour.PathPattern)).toEqual(['assets/*']);
  });

  it("carries the build's CSP (the boot script's hash) in the headers policy, and the YAML quotes the version", () => {
    const csp = table.find(([name]) => name === 'Content-Security-Policy')![1];
    expect(csp).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(resources.SecurityHeaders.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toMatchObject({
      ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
    });
    expect(hostingTemplateYaml(environment, pages())).toContain("AWSTemplateFormatVersion: '2010-09-09'");
  });

  it('refuses a CSP CloudFront would not take', () => {
    const long = productionEnvironment({ PORTAL_API_ORIGIN: `https://${'a'.repeat(CSP_LENGTH_LIMIT)}.example` });
    expect(() => responseHeadersPolicyConfig(long, 'x')).toThrow(/over CloudFront's 1783/);
  });
});

const pages = () => prerenderedPages(site);
