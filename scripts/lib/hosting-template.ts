import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Environment } from '../../src/config/env';
import { REVALIDATE, securityHeaderTable } from './preview-server';

/**
 * The hosting of a build as one CloudFormation template (docs/deploy.md, "Hosting at the edge"): a private S3 bucket
 * read only by the distribution (origin access control), a CloudFront distribution, the routing function
 * (infra/edge-routing.js) and a response headers policy with the preview server's header table. It is generated for
 * each build, not written by hand: the CSP carries the boot script's hash and the connect-src of the build variables,
 * and the function knows the build's prerendered pages.
 */

export const ROUTING_FUNCTION_SOURCE = path.join(__dirname, '..', '..', 'infra', 'edge-routing.js');
const SITE_PLACEHOLDER = 'var SITE = { pages: {}, headers: {} };';

/** CloudFront Functions' limit on a function's code (Quotas on CloudFront Functions: 10 KB). */
export const FUNCTION_SIZE_LIMIT = 10 * 1024;
/** CloudFront's limit on the Content-Security-Policy value of a response headers policy. */
export const CSP_LENGTH_LIMIT = 1783;

/**
 * The routes with a prerendered page in a build: `/signin` → `/signin/index.html` for every `<dir>/index.html` below
 * the root (the root's own index.html is every other route's answer).
 */
export const prerenderedPages = (root: string): Record<string, string> => {
  const pages: Record<string, string> = {};
  for (const file of (fs.readdirSync(root, { recursive: true }) as string[]).map((name) =>
    name.split(path.sep).join('/'),
  ))
    if (file.endsWith('/index.html')) pages[`/${file.slice(0, -'/index.html'.length)}`] = `/${file}`;
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
};

/** The routing function with the build's pages and the header table written in. */
export const routingFunctionCode = (environment: Environment, pages: Record<string, string>): string => {
  const source = fs.readFileSync(ROUTING_FUNCTION_SOURCE, 'utf8');
  if (source.split(SITE_PLACEHOLDER).length !== 2)
    throw new Error(`${ROUTING_FUNCTION_SOURCE} must hold the line "${SITE_PLACEHOLDER}" exactly once`);
  const headers = Object.fromEntries(
    securityHeaderTable(environment).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const code = source.replace(SITE_PLACEHOLDER, `var SITE = ${JSON.stringify({ pages, headers })};`);
  if (Buffer.byteLength(code) > FUNCTION_SIZE_LIMIT)
    throw new Error(
      `the routing function is ${Buffer.byteLength(code)} bytes, over CloudFront's ${FUNCTION_SIZE_LIMIT}`,
    );
  return code;
};

/** The headers CloudFront has its own settings for (SecurityHeadersConfig), by lower-case name. */
const SECURITY_HEADER_SETTINGS: Record<string, (value: string) => [string, Record<string, unknown>]> = {
  'content-security-policy': (value) => {
    if (value.length > CSP_LENGTH_LIMIT)
      throw new Error(
        `the Content-Security-Policy is ${value.length} characters, over CloudFront's ${CSP_LENGTH_LIMIT}`,
      );
    return ['ContentSecurityPolicy', { ContentSecurityPolicy: value }];
  },
  'strict-transport-security': (value) => {
    const match = /^max-age=(\d+)((?:; includeSubDomains)?)((?:; preload)?)$/.exec(value);
    if (!match) throw new Error(`Strict-Transport-Security cannot be written as CloudFront's setting: ${value}`);
    return [
      'StrictTransportSecurity',
      { AccessControlMaxAgeSec: Number(match[1]), IncludeSubdomains: Boolean(match[2]), Preload: Boolean(match[3]) },
    ];
  },
  'x-content-type-options': (value) => {
    if (value !== 'nosniff') throw new Error(`X-Content-Type-Options can only be nosniff at CloudFront: ${value}`);
    return ['ContentTypeOptions', {}];
  },
  'x-frame-options': (value) => {
    if (value !== 'DENY' && value !== 'SAMEORIGIN') throw new Error(`X-Frame-Options not DENY or SAMEORIGIN: ${value}`);
    return ['FrameOptions', { FrameOption: value }];
  },
  'referrer-policy': (value) => ['ReferrerPolicy', { ReferrerPolicy: value }],
  'x-xss-protection': (value) => {
    if (value !== '0') throw new Error(`X-XSS-Protection other than 0 is not written here: ${value}`);
    return ['XSSProtection', { Protection: false }];
  },
};

/**
 * The response headers policy's configuration: every header of the preview server's table, each one that CloudFront
 * has a setting for in SecurityHeadersConfig, the rest as custom headers, all overriding whatever the bucket sends; and
 * `Cache-Control: no-cache` where the answer has none (a 404 of the bucket). Files keep the Cache-Control of their
 * upload (immutable for hashed assets).
 */
export const responseHeadersPolicyConfig = (environment: Environment, name: unknown) => {
  const security: Record<string, Record<string, unknown>> = {};
  const custom: { Header: string; Value: string; Override: boolean }[] = [];
  for (const [header, value] of securityHeaderTable(environment)) {
    const setting = SECURITY_HEADER_SETTINGS[header.toLowerCase()];
    if (setting) {
      const [key, config] = setting(value);
      security[key] = { ...config, Override: true };
    } else custom.push({ Header: header, Value: value, Override: true });
  }
  custom.push({ Header: 'Cache-Control', Value: REVALIDATE, Override: false });
  return {
    Name: name,
    Comment: "The preview server's header table (scripts/lib/preview-server.ts) for this build",
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Items: custom },
  };
};

const cachePolicy = (name: unknown, comment: string, ttl: { MinTTL: number; DefaultTTL: number; MaxTTL: number }) => ({
  Type: 'AWS::CloudFront::CachePolicy',
  Properties: {
    CachePolicyConfig: {
      Name: name,
      Comment: comment,
      ...ttl,
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    },
  },
});

const ONE_DAY = 86400;
const ONE_YEAR = 31536000;

/** What a cache behaviour of the distribution shares with the other. */
const behaviour = (cachePolicyId: string) => ({
  TargetOriginId: 'site',
  ViewerProtocolPolicy: 'redirect-to-https',
  // Every method reaches the routing function, which answers the ones that are not GET or HEAD itself (a POST to a
  // page: 303; anything else: 405); nothing but GET and HEAD reaches the bucket.
  AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
  CachedMethods: ['GET', 'HEAD'],
  Compress: true,
  CachePolicyId: { Ref: cachePolicyId },
  ResponseHeadersPolicyId: { Ref: 'SecurityHeaders' },
  FunctionAssociations: [
    { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': ['RoutingFunction', 'FunctionMetadata.FunctionARN'] } },
  ],
});

/** The template as an object (`hostingTemplateYaml` writes it). */
export const hostingTemplate = (environment: Environment, pages: Record<string, string>) => ({
  AWSTemplateFormatVersion: '2010-09-09',
  Description: `Member portal hosting (PORTAL_ENV=${environment.name}): S3 behind CloudFront, generated by npm run hosting:template for one build; do not edit.`,
  Parameters: {
    EnvironmentName: {
      Type: 'String',
      AllowedValues: ['staging', 'production'],
      Description: 'Which portal environment this hosting serves (part of the resource names).',
    },
    DomainName: {
      Type: 'String',
      AllowedPattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
      Description: "The portal's host name (the pool's PortalDomain), e.g. member.example.jp.",
    },
    CertificateArn: {
      Type: 'String',
      AllowedPattern: '^arn:aws:acm:us-east-1:[0-9]{12}:certificate/[0-9a-f-]+$',
      Description: 'The ACM certificate for DomainName; CloudFront takes certificates from us-east-1 only.',
    },
  },
  Resources: {
    SiteBucket: {
      Type: 'AWS::S3::Bucket',
      // The bucket holds every build's hashed assets, which pages still open in a browser may ask for.
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
      },
    },
    SiteBucketPolicy: {
      Type: 'AWS::S3::BucketPolicy',
      Properties: {
        Bucket: { Ref: 'SiteBucket' },
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              // ListBucket lets the bucket answer a missing file 404 (without it: 403).
              Sid: 'DistributionReadsOnly',
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: ['s3:GetObject', 's3:ListBucket'],
              Resource: [{ 'Fn::GetAtt': ['SiteBucket', 'Arn'] }, { 'Fn::Sub': '${SiteBucket.Arn}/*' }],
              Condition: {
                StringEquals: {
                  'AWS:SourceArn': {
                    'Fn::Sub': 'arn:${AWS::Partition}:cloudfront::${AWS::AccountId}:distribution/${Distribution}',
                  },
                },
              },
            },
            {
              Sid: 'TlsOnly',
              Effect: 'Deny',
              Principal: '*',
              Action: 's3:*',
              Resource: [{ 'Fn::GetAtt': ['SiteBucket', 'Arn'] }, { 'Fn::Sub': '${SiteBucket.Arn}/*' }],
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            },
          ],
        },
      },
    },
    OriginAccessControl: {
      Type: 'AWS::CloudFront::OriginAccessControl',
      Properties: {
        OriginAccessControlConfig: {
          Name: { 'Fn::Sub': 'member-portal-${EnvironmentName}' },
          Description: 'The distribution signs every request to the site bucket.',
          OriginAccessControlOriginType: 's3',
          SigningBehavior: 'always',
          SigningProtocol: 'sigv4',
        },
      },
    },
    RoutingFunction: {
      Type: 'AWS::CloudFront::Function',
      Properties: {
        Name: { 'Fn::Sub': 'member-portal-${EnvironmentName}-routing' },
        AutoPublish: true,
        FunctionConfig: {
          Comment: 'infra/edge-routing.js with the build written in (scripts/lib/hosting-template.ts)',
          Runtime: 'cloudfront-js-2.0',
        },
        FunctionCode: routingFunctionCode(environment, pages),
      },
    },
    SecurityHeaders: {
      Type: 'AWS::CloudFront::ResponseHeadersPolicy',
      Properties: {
        ResponseHeadersPolicyConfig: responseHeadersPolicyConfig(environment, {
          'Fn::Sub': 'member-portal-${EnvironmentName}-headers',
        }),
      },
    },
    // Pages are cached at the edge for a day whatever their no-cache says (a MinTTL above 0 overrides it there);
    // browsers still revalidate every time, and a deploy invalidates them (npm run deploy).
    PageCache: cachePolicy({ 'Fn::Sub': 'member-portal-${EnvironmentName}-pages' }, 'HTML and other unhashed files', {
      MinTTL: ONE_DAY,
      DefaultTTL: ONE_DAY,
      MaxTTL: ONE_YEAR,
    }),
    // Hashed assets: as long as their Cache-Control says (a year).
    AssetCache: cachePolicy(
      { 'Fn::Sub': 'member-portal-${EnvironmentName}-assets' },
      'Content-hashed files under assets/',
      {
        MinTTL: 0,
        DefaultTTL: ONE_YEAR,
        MaxTTL: ONE_YEAR,
      },
    ),
    Distribution: {
      Type: 'AWS::CloudFront::Distribution',
      Properties: {
        DistributionConfig: {
          Enabled: true,
          Comment: { 'Fn::Sub': 'Member portal (${EnvironmentName})' },
          Aliases: [{ Ref: 'DomainName' }],
          HttpVersion: 'http2and3',
          IPV6Enabled: true,
          // Japan and the rest of Asia are in PriceClass_200; the members are in Japan.
          PriceClass: 'PriceClass_200',
          ViewerCertificate: {
            AcmCertificateArn: { Ref: 'CertificateArn' },
            SslSupportMethod: 'sni-only',
            MinimumProtocolVersion: 'TLSv1.2_2021',
          },
          Origins: [
            {
              Id: 'site',
              DomainName: { 'Fn::GetAtt': ['SiteBucket', 'RegionalDomainName'] },
              S3OriginConfig: { OriginAccessIdentity: '' },
              OriginAccessControlId: { 'Fn::GetAtt': ['OriginAccessControl', 'Id'] },
            },
          ],
          DefaultCacheBehavior: behaviour('PageCache'),
          CacheBehaviors: [{ PathPattern: 'assets/*', ...behaviour('AssetCache') }],
        },
      },
    },
  },
  Outputs: {
    BucketName: { Description: 'Where npm run deploy uploads dist/.', Value: { Ref: 'SiteBucket' } },
    DistributionId: { Description: 'What npm run deploy invalidates.', Value: { Ref: 'Distribution' } },
    DistributionDomainName: {
      Description: "The CNAME target of DomainName's DNS record.",
      Value: { 'Fn::GetAtt': ['Distribution', 'DomainName'] },
    },
  },
});

export const hostingTemplateYaml = (environment: Environment, pages: Record<string, string>) => {
  const body = stringify(hostingTemplate(environment, pages), { lineWidth: 0 })
    // A YAML 1.1 reader would take the bare version for a date.
    .replace(/^AWSTemplateFormatVersion: 2010-09-09$/m, "AWSTemplateFormatVersion: '2010-09-09'");
  return `# Generated by npm run hosting:template from one build (PORTAL_ENV=${environment.name}); regenerate, do not edit.\n${body}`;
};
